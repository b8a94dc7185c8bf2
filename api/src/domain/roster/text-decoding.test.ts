import { describe, expect, it } from 'vitest';
import { decodeRosterText } from './text-decoding.ts';

const line = '05MAR LH400 FRA 10:15 JFK 13:05 Départ';

describe('a roster file decoded as it was saved', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    expect(decodeRosterText(Buffer.from(line))).toBe(line);
    expect(decodeRosterText(Buffer.from(`\uFEFF${line}`))).toBe(line);
  });

  it('reads UTF-16 by its mark, or without one by its zero bytes', () => {
    const le = Buffer.from(line, 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeRosterText(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toBe(line);
    expect(decodeRosterText(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe(line);
    expect(decodeRosterText(le)).toBe(line);
    expect(decodeRosterText(be)).toBe(line);
  });

  it('reads Windows-1252 when the bytes are not UTF-8, but keeps a UTF-8 file with one damaged character', () => {
    expect(decodeRosterText(Buffer.from('Hôtel Crowne Plaza, Départ 10:15', 'latin1'))).toBe(
      'Hôtel Crowne Plaza, Départ 10:15',
    );
    // Its own characters where Latin-1 has control codes: € – ’ (0x80, 0x96, 0x92).
    expect(decodeRosterText(Buffer.from([0x48, 0xf4, 0x74, 0x65, 0x6c, 0x20, 0x80, 0x35, 0x96, 0x92]))).toBe(
      'Hôtel €5–’',
    );
    const damaged = Buffer.concat([Buffer.from('Départ Arrivée Hôtel '), Buffer.from([0xe9])]);
    expect(decodeRosterText(damaged)).toBe('Départ Arrivée Hôtel \ufffd');
  });

  it('ends lines with "\\n" whatever ended them, makes no-break spaces spaces and drops blank lines before the text', () => {
    expect(decodeRosterText(Buffer.from('a\r\nb\rc\nd'))).toBe('a\nb\nc\nd');
    expect(decodeRosterText(Buffer.from('LH\u00a0400\u202fFRA\u2007JFK'))).toBe('LH 400 FRA JFK');
    expect(decodeRosterText(Buffer.from('\r\n  \n\tBEGIN:VCALENDAR\n'))).toBe('\tBEGIN:VCALENDAR\n');
  });

  it('leaves binary alone: zero bytes on both sides are no UTF-16', () => {
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x08, 0, 0, 0, 0x21, 0, 0, 0]);
    expect(decodeRosterText(binary)).toContain('\0');
  });
});
