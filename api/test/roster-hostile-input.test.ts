import { describe, expect, it } from 'vitest';
import { parsePropertyList } from '../src/domain/roster/engine/plist-records.ts';
import { icsParser } from '../src/domain/roster/parsers/ics.ts';
import { rootElementName, xmlParser } from '../src/domain/roster/parsers/xml.ts';
import { parseText } from '../src/domain/roster/registry.ts';
import { decodeRosterText } from '../src/domain/roster/text-decoding.ts';
import { isValidZone, zoneCacheSize, zonedToEpoch } from '../src/domain/roster/time.ts';

/**
 * Inputs that stalled the parsers (exponential or quadratic work on a few kilobytes). Each is sized so the old
 * code would run for minutes or more; passing means the work is now linear (the worker pool's budget is the
 * second line of defence, tested in roster-parse-pool.test.ts).
 */
const ctx = { uploadDate: new Date('2025-09-10T12:00:00Z') };

describe('hostile roster input', () => {
  it('XML detection: repeated comments do not backtrack (2^60 paths before)', () => {
    expect(xmlParser.detect(`${'<!---->'.repeat(60)}x`)).toBe(false);
    expect(rootElementName('<?xml version="1.0"?>\n<!-- a --><!-- b -->\n<Roster timezone="utc">')).toBe(
      'roster',
    );
    expect(rootElementName('<!-- never closed <roster>')).toBeNull();
  });

  it('ICS: a per-minute time-zone rule is not expanded', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VTIMEZONE',
      'TZID:X',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'RRULE:FREQ=MINUTELY',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'DTSTART;TZID=X:20250105T100000',
      'DTEND;TZID=X:20250105T110000',
      'SUMMARY:SBY',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const [duty] = icsParser.parse(ics, ctx);
    // An unusable zone is read like an unknown one: as UTC.
    expect(duty?.start).toBe(Date.UTC(2025, 0, 5, 10) / 1000);
  });

  it('ICS: a real yearly VTIMEZONE still converts', () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'DTSTART;TZID=W. Europe Standard Time:20250705T100000',
      'DTEND;TZID=W. Europe Standard Time:20250705T110000',
      'SUMMARY:SBY',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(icsParser.parse(ics, ctx)[0]?.start).toBe(Date.UTC(2025, 6, 5, 8) / 1000);
  });

  it('HTML: 400 nested tables read in linear time (seconds per hundred levels before)', () => {
    let html = '';
    for (let i = 0; i < 400; i++)
      html += '<table><tr><th>Date</th><th>Duty</th></tr><tr><td>2025-01-01</td><td>OFF';
    for (let i = 0; i < 400; i++) html += '</td></tr></table>';
    const { duties } = parseText(html, ctx);
    expect(duties.length).toBeGreaterThan(0);
  });

  it('decoding: millions of blank lines or lone CRs before the text do not overflow the stack', () => {
    for (const blank of ['\n', '\r', '\r\n', ' \n'])
      expect(decodeRosterText(Buffer.from(`${blank.repeat(4_000_000)}2025-01-08 DX101`))).toBe(
        '2025-01-08 DX101',
      );
  });

  it('dated lines: a long gap before the registration is not quadratic', () => {
    const line = `2025-01-08 FLT DX101 07:30 09:45 AMS CDG Remarks${' '.repeat(200_000)}x! PH-BDA`;
    const [duty] = parseText(line, ctx).duties;
    expect(duty?.additional).toContain('PH-BDA');
  });

  it('property-list dumps: blank lines and long values are linear (hours for a 12 MB file before)', () => {
    expect(parsePropertyList(`{\n${'\n'.repeat(1_000_000)}`)).toBeNull();
    expect(parsePropertyList(`{\na =${' '.repeat(1_000_000)}=`)).toBeNull();
    const value = 'x'.repeat(4_000_000);
    const dump = parsePropertyList(`{\n b = 1;\n c = 2;\n d = 3;\n a = "${value}\\"";\n}`) as Record<
      string,
      string
    >;
    expect([dump.a?.length, dump.a?.at(-1), dump.b, dump.d]).toEqual([value.length + 1, '"', '1', '3']);
    // A key named "__proto__" is a field, as JSON.parse makes it, not the record's prototype.
    const proto = parsePropertyList('{\n __proto__ = { x = 1; };\n b = 1;\n c = 2;\n d = 3;\n}') as object;
    expect(Object.keys(proto)).toEqual(['__proto__', 'b', 'c', 'd']);
  });

  it('time zones: the formatter cache stays bounded whatever the spellings', () => {
    const zone = 'america/argentina/buenos_aires';
    for (let i = 0; i < 5_000; i++) {
      // Every upper/lower-case variant of the zone name is a distinct string Intl accepts.
      const variant = [...zone].map((ch, j) => ((i >> j) & 1 ? ch.toUpperCase() : ch)).join('');
      expect(isValidZone(variant)).toBe(true);
    }
    const { zones, spellings } = zoneCacheSize();
    expect(spellings).toBeLessThanOrEqual(1_000);
    expect(zones).toBeLessThan(10);
    expect(zonedToEpoch('2025-01-01', '12:00', 'EUROPE/LONDON')).toBe(Date.UTC(2025, 0, 1, 12) / 1000);
  });
});
