import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';
import { emptyFacts, setCode, suffixedCodeType, withoutZoneMark } from './row-facts.ts';

describe('a duty code with a numbered suffix', () => {
  it('is read by its stem, or the letters before its variant, when the code tables know them', () => {
    expect(suffixedCodeType('OFF-1')).toBe(T.dayOff);
    expect(suffixedCodeType('STBYA1-1')).toBe(T.standby);
    expect(suffixedCodeType('SIM-2')).toBe(T.simulator);
    // A variant after an underscore (LATAM's LOFT_J).
    expect(suffixedCodeType('LOFT_J')).toBe(T.simulator);
    expect(suffixedCodeType('XYZ_J')).toBe(T.unknown);
    // A variant's lone letter only after a standby code: DOC-1 is no DO (day off), LOG-1 no LO (layover).
    expect(suffixedCodeType('SBYA-10')).toBe(T.standby);
    // A standby code's variant letter glued on (Pegasus's STBYD, STBYA2), after a standby code only.
    for (const code of ['STBYD', 'STBYA', 'STBYA2'])
      expect([code, suffixedCodeType(code)]).toEqual([code, T.standby]);
    for (const code of ['OFFD', 'SIMA', 'DOCA', 'REST'])
      expect([code, suffixedCodeType(code)]).toEqual([code, T.unknown]);
    expect(suffixedCodeType('HSBYD')).toBe(T.standby);
    for (const code of ['DOC-1', 'LOG-1', 'XO-1', 'POST-1', 'ALT_1', 'DOC_A'])
      expect([code, suffixedCodeType(code)]).toEqual([code, T.unknown]);
  });

  it('drops the UTC mark of a known duty code only', () => {
    expect(withoutZoneMark('OFF(Z)')).toBe('OFF');
    expect(withoutZoneMark('OFF(Z')).toBe('OFF');
    expect(withoutZoneMark('SBY0300-Z')).toBe('SBY0300');
    expect(withoutZoneMark('HSBY0930Z')).toBe('HSBY0930');
    expect(withoutZoneMark('SBYA-3(Z)')).toBe('SBYA-3');
    for (const word of ['LH4010Z', 'SBYZ', 'ICLCK(Z)', 'OFF', '0930Z'])
      expect([word, withoutZoneMark(word)]).toEqual([word, null]);
    // A trip's number and its day, or a code the tables do not know, stay unknown.
    expect(suffixedCodeType('620-1')).toBe(T.unknown);
    expect(suffixedCodeType('306A-1')).toBe(T.unknown);
    expect(suffixedCodeType('XYZ-1')).toBe(T.unknown);
    expect(suffixedCodeType('OFF')).toBe(T.unknown);
  });

  it('reads a line opened by a code with an underscore variant as that duty', () => {
    const text = ['Mon 27 Jul 2026', 'LOFT_J GRU 13:00 GRU 20:00'].join('\n');
    const duties = readRoster(text, { uploadDate: new Date('2026-07-01T12:00:00Z') }).duties;
    expect(duties.map((d) => [d.type, d.title])).toEqual([[T.simulator, 'LOFT_J']]);
  });

  it("gives a day row's duty the stem's type", () => {
    const html = `<table>
      <tr><th>Day</th><th>Date</th><th>Duty</th><th>From</th><th>Report</th><th>Release</th></tr>
      <tr><td>Tue</td><td>03-Oct L</td><td>OFF-1</td><td>BKK</td><td></td><td></td></tr>
      <tr><td>Sat</td><td>28-Oct L</td><td>STBYA1-1</td><td>BKK</td><td>11:00  L</td><td>23:00  L</td></tr>
    </table>`;
    const duties = readRoster(html, { uploadDate: new Date('2023-10-28T12:00:00Z') }).duties;
    expect(duties.map((d) => [d.type, d.title, d.start])).toEqual([
      [T.dayOff, 'OFF-1', { date: '2023-10-03', time: '00:00', zone: { kind: 'utc' } }],
      [T.standby, 'STBYA1-1', { date: '2023-10-28', time: '11:00', zone: { kind: 'airport', iata: 'BKK' } }],
    ]);
  });
});

describe('a code glued to a note in another script', () => {
  it('is the code, the note kept in the remarks', () => {
    const f = emptyFacts();
    setCode(f, 'STBY확인요망');
    expect([f.code, f.codeType, f.remarks]).toEqual(['STBY', T.standby, ['STBY확인요망']]);
    const g = emptyFacts();
    setCode(g, 'OFF休み');
    expect([g.code, g.codeType]).toEqual(['OFF', T.dayOff]);
    // Latin letters only: as printed.
    const h = emptyFacts();
    setCode(h, 'STBYX');
    expect(h.code).toBe('STBYX');
  });

  it('is read so in text lines and table cells, a flight number too, and the note kept', () => {
    const read = (text: string) =>
      readRoster(text, { uploadDate: new Date('2025-03-01T12:00:00Z') }).duties.map((d) => [d.type, d.title]);
    expect(read('02MAR OZ521편 ICN LHR 12:25 18:05\n03MAR STBY확인요망\n04MAR OFF休み')).toEqual([
      [T.flight, 'OZ521'],
      [T.standby, 'STBY확인요망'],
      [T.dayOff, 'OFF休み'],
    ]);
    expect(read('DATE\tFLIGHT\tSECTOR\tSTD\tSTA\n03/02(일)\t521편\tICN/LHR\t02 12:25\t02 18:05')).toEqual([
      [T.flight, '521'],
    ]);
  });
});
