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

  it('between readings whose legs differ by a tenth or less, takes the one that leaves fewer rows unread', async () => {
    const legs = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `2025-04-${String(i + 1).padStart(2, '0')} XY${500 + i} 09:00 10:00 AMS LHR`,
      );
    const unread = (n: number) =>
      Array.from({ length: n }, (_, i) => `2025-05-${String(i + 1).padStart(2, '0')} 1234`);
    // 20 legs and one unread row, against 21 legs (one counted twice, say) and six unread rows.
    const first = [...legs(20), ...unread(1)].join('\n');
    const second = [...legs(21), ...unread(6)].join('\n');
    expect((await parseRoster(PDF, ctx, readings(first, second))).duties.length).toBe(20);
    // Legs apart by more than a tenth: more legs wins, however many rows are unread.
    const more = [...legs(25), ...unread(6)].join('\n');
    expect((await parseRoster(PDF, ctx, readings(first, more))).duties.length).toBe(25);
  });

  it('between readings whose legs differ by a tenth or less, passes over one whose legs mostly land before they take off', async () => {
    // The second reading took each leg's block time for its arrival (13:30 to 05:15), and reads a day's code besides.
    const right = [
      '2025-04-04 XY501 13:30 18:45 AMS DXB',
      '2025-04-06 XY502 07:00 11:15 DXB AMS',
      '2025-04-07 1234',
    ];
    const misread = [
      '2025-04-04 XY501 13:30 05:15 AMS DXB',
      '2025-04-06 XY502 07:00 04:15 DXB AMS',
      '2025-04-05 OFF',
      '2025-04-07 1234',
    ];
    const { duties } = await parseRoster(PDF, ctx, readings(misread.join('\n'), right.join('\n')));
    expect(duties.map((d) => (typeof d.end === 'number' ? d.end : d.end.time))).toEqual(['18:45', '11:15']);
  });

  it("refuses only when every reading is refused, with the first one's reason", async () => {
    await expect(parseRoster(PDF, ctx, readings('no roster here', 'nor here'))).rejects.toThrow(
      /could not read/,
    );
  });
});
