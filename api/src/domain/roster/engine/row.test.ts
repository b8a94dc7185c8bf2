import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

describe('text rows', () => {
  it('reads an airline designator that is also an airport code, with a separated suffix letter', () => {
    const text = [
      'Individual duty plan for XXX DOE, JOHN NetLine/Crew(COR)',
      'Period: 14Sep26 - 30Sep26',
      'Tue29 C/I HER 1100',
      'CXI 2210 HER 1200 1420 GRZ 738M',
      'CXI 22 P GRZ 1510 1605 DRS 738M',
      'CXI 449 DRS 1655 1955 HER 738M',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-09-10T12:00:00Z') });
    const legs = duties.filter((d) => d.departure !== d.arrival);
    expect(legs.map((d) => [d.title, d.departure, d.arrival])).toEqual([
      ['CXI2210', 'HER', 'GRZ'],
      ['CXI22P', 'GRZ', 'DRS'],
      ['CXI449', 'DRS', 'HER'],
    ]);
  });

  it('reads a day glued to a flight number in a trip from and back to its base as local times', () => {
    const text = [
      'SLC   PILOT 220         *** ROTATION OPER',
      '0613     POS-A        EFFECTIVE APR12         CHECK IN AT 16.15',
      'TRIP DATES                    12APR - 13APR',
      '12OO3895 SLC 1726 IDA.1817 0.51 0.07',
      '13  1DL2335   IDA0537   SLC.0636   0.59BL',
    ].join('\n');
    const { duties } = readRoster(text, { uploadDate: new Date('2026-04-01T12:00:00Z') });
    expect(duties.map((d) => [d.title, d.start])).toEqual([
      ['OO3895', { date: '2026-04-12', time: '17:26', zone: { kind: 'airport', iata: 'SLC' } }],
      ['DL2335', { date: '2026-04-13', time: '05:37', zone: { kind: 'airport', iata: 'IDA' } }],
    ]);
  });
});
