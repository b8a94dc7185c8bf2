import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readLegLine } from './cell-legs.ts';
import { csvDelimiter } from './grid.ts';
import { headerRole } from './header-roles.ts';
import { readRoster } from './index.ts';

/** A crew calendar exported for Outlook (its Spanish column names), as an airline's monthly CSV is: test/roster-corpus/iberia-csv. */
const HEADER =
  '"Asunto","Fecha de comienzo","Comienzo","Fecha de finalización","Finalización","Todo el día","Description"';
const CSV = [
  HEADER,
  '"Firma 06:00 Pairing 3372","01/08/2026","06:00","01/08/2026","07:00","Falso",""',
  '"IB711  MAD0500-LHR0725 / 320 ","01/08/2026","07:00","01/08/2026","09:25","Falso","\nTECNICOS\n--------\nCT  000101 PILOT 01\n"',
  '"IB712  LHR0815-MAD1040 / 320 A+","01/08/2026","10:15","01/08/2026","12:40","Falso",""',
  '"X - DIA LIBRE","11/08/2026","00:01","13/08/2026","23:59","Verdadero",""',
  '',
].join('\r\n');

describe('a calendar export', () => {
  it('finds the delimiter outside quoted fields that run over several lines', () => {
    expect(csvDelimiter(CSV)).toBe(',');
  });

  it("reads Outlook's column names and a subject holding a leg", () => {
    expect(
      ['Asunto', 'Comienzo', 'Finalización', 'Todo el día', 'Betreff', 'Beginnt um'].map(headerRole),
    ).toEqual([
      { role: 'code' },
      { role: 'dep' },
      { role: 'arr' },
      { role: 'allday' },
      { role: 'code' },
      { role: 'dep' },
    ]);
    expect(readLegLine('IB711  MAD0500-LHR0725 / 320 A+')).toEqual({
      flight: 'IB711',
      from: 'MAD',
      dep: '0500',
      to: 'LHR',
      arr: '0725',
    });
  });

  it("reads the legs' own times as UTC, the calendar's on the base's clock, and a day off each day", () => {
    const { duties } = readRoster(CSV, { uploadDate: new Date('2026-08-01T12:00:00Z') });
    const at = (s: (typeof duties)[number]['start']) =>
      typeof s === 'number' ? s : `${s.date} ${s.time} ${s.zone.kind === 'iana' ? s.zone.name : s.zone.kind}`;
    expect(duties.map((d) => [d.type, d.title, at(d.start)])).toEqual([
      [T.report, 'FIRMA', '2026-08-01 06:00 Europe/Madrid'],
      [T.flight, 'IB711', '2026-08-01 05:00 utc'],
      [T.flight, 'IB712', '2026-08-01 08:15 utc'],
      [T.dayOff, 'X', '2026-08-11 00:00 Europe/Madrid'],
      [T.dayOff, 'X', '2026-08-12 00:00 Europe/Madrid'],
      [T.dayOff, 'X', '2026-08-13 00:00 Europe/Madrid'],
    ]);
  });
});

describe("a calendar export's reminders, one-day events and stray quotes (a reviewer's cases)", () => {
  const outlook = (rows: string[]) =>
    readRoster(
      [
        '"Subject","Start Date","Start Time","End Date","End Time","All day event","Reminder on/off","Reminder Date","Reminder Time"',
        ...rows,
      ].join('\n'),
      { uploadDate: new Date('2026-02-01T12:00:00Z') },
    ).duties.map((d) => [
      d.nonFlyCode,
      typeof d.start === 'number' ? d.start : d.start.date,
      typeof d.end === 'number' ? d.end : d.end.date,
    ]);

  it('reads no reminder as the end, and an all-day event to the next midnight as one day', () => {
    expect(
      outlook([
        '"SBY Home standby","03/02/2026","06:00:00","03/02/2026","14:00:00","False","True","02/02/2026","18:00:00"',
      ]),
    ).toEqual([['SBY', '2026-02-03', '2026-02-03']]);
    expect(outlook(['"OFF","07/02/2026","00:00:00","09/02/2026","00:00:00","True","False",,'])).toEqual([
      ['OFF', '2026-02-07', '2026-02-07'],
      ['OFF', '2026-02-08', '2026-02-08'],
    ]);
  });

  it('finds the delimiter past a quote inside a field', () => {
    const csv = [
      'Date,Remarks,Flight,From,To,Dep,Arr',
      '03/02/2026,Crew bag 20" max,AB1001,FRA,LHR,06:10,07:05',
    ].join('\n');
    expect(csvDelimiter(csv)).toBe(',');
  });

  it('reads an airline-coded flight of three letters on a cell line as before', () => {
    expect(readLegLine('EZY8001 LGW 06:00 EDI 07:25')?.flight).toBe('EZY8001');
  });
});
