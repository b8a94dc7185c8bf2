import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

const ctx = { uploadDate: new Date('2026-02-12T12:00:00Z') };
const legs = (text: string, c = ctx) =>
  readRoster(text, c).duties.filter((d) => d.type === T.flight || d.type === T.positioning);

describe('table rows', () => {
  it('reads a weekday and a day in two columns, a sector cell, local-time columns and a deadhead flag', () => {
    const html = `<table>
      <tr><td>DY</td><td>DD</td><td>DH</td><td>FLTNO</td><td>DPS-ARS</td><td>DEPL</td><td>ARRL</td><td>BLKT</td></tr>
      <tr><td>SU</td><td>01</td><td></td><td>460</td><td>MCO-SJU</td><td>0559</td><td>0940</td><td>0241</td></tr>
      <tr><td>&nbsp;</td><td>D-END: 1457L REPT: 0615L</td><td>Embassy Suites</td><td>(617)567-5000</td></tr>
      <tr><td>MO</td><td>02</td><td>*</td><td>271</td><td>BOS-MCO</td><td>0650</td><td>0954</td><td>0304</td></tr>
    </table>`;
    expect(legs(html).map((d) => [d.type, d.title, d.departure, d.arrival, d.start])).toEqual([
      [
        T.flight,
        '460',
        'MCO',
        'SJU',
        { date: '2026-02-01', time: '05:59', zone: { kind: 'airport', iata: 'MCO' } },
      ],
      [
        T.positioning,
        '271',
        'BOS',
        'MCO',
        { date: '2026-02-02', time: '06:50', zone: { kind: 'airport', iata: 'BOS' } },
      ],
    ]);
  });

  it('reads a CSV with underscored headers, a deadhead code column and an arrival after midnight', () => {
    const csv = [
      'Date,Flight_No,Duty_Code,STD_Local,STA_Local,From_Airport,To_Airport,Aircraft_Type',
      '07/01/2026,519,DHF,23:41,01:53,DEL,BOM,321',
      '08/01/2026,6045,,02:54,04:49,BOM,DEL,321',
      '30/01/2026,1103,,12:41,15:25,DEL,DAC,321',
    ].join('\n');
    const read = legs(csv, { uploadDate: new Date('2025-12-28T12:00:00Z') });
    expect(read.map((d) => [d.type, d.title, d.departure, d.arrival])).toEqual([
      [T.positioning, '519', 'DEL', 'BOM'],
      [T.flight, '6045', 'BOM', 'DEL'],
      [T.flight, '1103', 'DEL', 'DAC'],
    ]);
    expect(read[0]?.start).toEqual({
      date: '2026-01-07',
      time: '23:41',
      zone: { kind: 'airport', iata: 'DEL' },
    });
    expect(read[2]?.end).toEqual({
      date: '2026-01-30',
      time: '15:25',
      zone: { kind: 'airport', iata: 'DAC' },
    });
  });
});
