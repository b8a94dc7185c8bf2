import { describe, expect, it } from 'vitest';
import { type Extractors, parseRoster } from './registry.ts';

/** A PDF's bytes as far as the registry looks (its magic number); the readings come from `pdf`. */
const PDF = new TextEncoder().encode('%PDF-1.7');
const ctx = { uploadDate: new Date('2025-04-01T12:00:00Z') };
const readings = (...texts: string[]): Extractors => ({
  pdf: async () => texts,
  image: async () => '',
});

const LINES = ['2025-04-04 XY501 13:30 18:45 AMS DXB', '2025-04-06 XY502 07:00 11:15 DXB AMS'];

describe("a PDF's readings", () => {
  it('takes the first reading when it reads every row, without parsing the others', async () => {
    const { duties } = await parseRoster(PDF, ctx, readings(LINES.join('\n'), 'not a roster \u0000'));
    expect(duties.map((d) => d.title)).toEqual(['XY501', 'XY502']);
  });

  it('takes the reading with more legs', async () => {
    // The first reading has one leg and a row it cannot read; the second both legs.
    const first = `${LINES[0]}\n2025-04-06 XY502`;
    const { duties } = await parseRoster(PDF, ctx, readings(first, LINES.join('\n')));
    expect(duties.map((d) => d.title)).toEqual(['XY501', 'XY502']);
  });

  it('counts the rows a reading leaves unread against its legs', async () => {
    // The second reading finds a leg more, but leaves six rows it cannot read: the first is kept.
    const unread = Array.from({ length: 6 }, (_, i) => `2025-04-1${i} 1234`);
    const first = [...LINES, '2025-04-08 XY503 09:00 10:00 AMS LHR', '2025-04-09 ??? 10:00'].join('\n');
    const second = [
      ...LINES,
      '2025-04-08 XY503 09:00 10:00 AMS LHR',
      '2025-04-08 XY504 11:00 12:00 LHR AMS',
      ...unread,
    ].join('\n');
    const { duties } = await parseRoster(PDF, ctx, readings(first, second));
    expect(duties.filter((d) => d.title.startsWith('XY')).map((d) => d.title)).toEqual([
      'XY501',
      'XY502',
      'XY503',
    ]);
  });

  it("refuses only when every reading is refused, with the first one's reason", async () => {
    await expect(parseRoster(PDF, ctx, readings('no roster here', 'nor here'))).rejects.toThrow(
      /could not read/,
    );
  });
});
