import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

const ctx = { uploadDate: new Date('2025-11-28T12:00:00Z') };

describe('duties printed over several lines', () => {
  it('reads a code alone on its line with the start and end lines under it', () => {
    const text = [
      'SICK',
      ' CVG   29Nov    03:01 LT',
      ' CVG   30Nov    03:00 LT',
      'R3',
      ' 26Dec    03:01 LT',
      ' 26Dec    16:00 LT',
    ];
    const duties = readRoster(text.join('\n'), ctx).duties;
    expect(duties.map((d) => [d.title, d.departure, d.start, d.end])).toEqual([
      [
        'SICK',
        'CVG',
        { date: '2025-11-29', time: '03:01', zone: { kind: 'airport', iata: 'CVG' } },
        { date: '2025-11-30', time: '03:00', zone: { kind: 'airport', iata: 'CVG' } },
      ],
      [
        'R3',
        null,
        expect.objectContaining({ date: '2025-12-26', time: '03:01' }),
        expect.objectContaining({ time: '16:00' }),
      ],
    ]);
    expect(duties[1]?.type).toBe(T.standby);
  });

  it('reads a check-in and check-out label above their day and time, at the legs around them', () => {
    const text = [
      'Check-in',
      ' 06Dec    05:00 LT',
      'GB3130    763    N1489A',
      ' CVG   06Dec    05:53 LT',
      ' SEA   06Dec    08:01 LT',
      'Check-out',
      ' 06Dec    08:31 LT',
    ];
    const duties = readRoster(text.join('\n'), ctx).duties;
    expect(duties.map((d) => [d.type, d.departure])).toEqual([
      [T.report, 'CVG'],
      [T.flight, 'CVG'],
      [T.debrief, 'SEA'],
    ]);
    expect(duties[0]?.start).toEqual({
      date: '2025-12-06',
      time: '05:00',
      zone: { kind: 'airport', iata: 'CVG' },
    });
    expect(duties[2]?.end).toEqual({
      date: '2025-12-06',
      time: '08:31',
      zone: { kind: 'airport', iata: 'SEA' },
    });
  });
});
