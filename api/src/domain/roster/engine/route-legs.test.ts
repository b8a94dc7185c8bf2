import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';

const legsOf = (text: string) =>
  readRoster(text, { uploadDate: new Date('2026-03-20T12:00:00Z') }).duties.filter(
    (d) => d.type === T.flight || d.type === T.positioning,
  );

// A crew portal's day (Spring Airlines, api/test/roster-corpus/spring-crew-portal): the flights, the route as
// stations with their ICAO codes, then a card per flight whose times stand after its airports' names in words.
const day = [
  '03月31日 周二 航班 15:15- 22:20',
  '9C8935',
  '9C8936',
  '浦',
  'ZSPD',
  '15:15',
  '春',
  'ZYCC',
  '浦',
  'ZSPD',
  '22:20',
  '9C8935',
  'B8700A320',
  ' 13:25 上海浦东 航班动态',
  '上海浦东长春龙嘉 15:15- 17:55',
  '副驾驶',
  '9C8936',
  'B8700A320',
  ' 17:55 航班动态',
  '长春龙嘉上海浦东 19:30- 22:20',
  '副驾驶',
];

describe('flights flown along a route printed apart', () => {
  it('gives the k-th flight the k-th station and the next, and its times from its card', () => {
    expect(legsOf(day.join('\n'))).toMatchObject([
      {
        title: '9C8935',
        departure: 'PVG',
        arrival: 'CGQ',
        start: { date: '2026-03-31', time: '15:15' },
        end: { time: '17:55' },
      },
      {
        title: '9C8936',
        departure: 'CGQ',
        arrival: 'PVG',
        start: { date: '2026-03-31', time: '19:30' },
        end: { time: '22:20' },
      },
    ]);
  });

  it('reads nothing from a route whose stations do not number one more than the flights', () => {
    const short = day.filter((_line, i) => !(i === 8 || i === 9)); // the last station left out
    expect(legsOf(short.join('\n'))).toEqual([]);
  });
});
