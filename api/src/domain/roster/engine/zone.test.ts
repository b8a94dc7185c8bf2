import { describe, expect, it } from 'vitest';
import { documentZone, namedClock, scriptClock } from './zone.ts';

describe('scriptClock', () => {
  it('is UTC+8 for a roster written in Chinese', () => {
    expect(scriptClock('03月20日 周五 航班 06:55- 15:05\n上海浦东曼谷素旺那普 06:55- 11:45\n副驾驶')).toBe(
      'Asia/Shanghai',
    );
  });

  it('is none for Japanese or Korean rosters, for a few Han characters, and for other scripts', () => {
    expect(scriptClock('3月26日(木) 羽田空港 出発 08:00 到着 那覇空港 10:30 フライト')).toBeNull(); // kana
    expect(scriptClock('3월 26일 인천국제공항 출발 08:00 도착 김포공항 운항')).toBeNull(); // hangul
    expect(scriptClock('3月26日 KE041 ICN 16:07 SEA 09:10')).toBeNull(); // three Han characters
    // Japanese heads in kanji alone: 出発 and 乗務員 are written so only in Japan (機 and 務 are Chinese too).
    expect(
      scriptClock('日付,便名,出発,到着,出発時刻,到着時刻,乗務員,機材\n2025-03-02,JL5,HND,JFK,10:45,09:45'),
    ).toBeNull();
    expect(scriptClock('14 Aug 3445 PHX 1840 SDF 2205 7X8 325')).toBeNull();
  });
});

describe('scriptClock, Traditional Chinese', () => {
  it('is UTC+8 for a roster in Traditional Chinese (Taiwan, Hong Kong)', () => {
    expect(
      scriptClock(
        '中華航空 組員班表\n日期 航班 出發 到達 起飛 降落 機型\n2024-03-02 CI0100 TPE NRT 08:00 12:15',
      ),
    ).toBe('Asia/Shanghai');
  });
});

describe('namedClock', () => {
  it("is a company clock's zone: Southwest's Herb time is Dallas's", () => {
    expect(namedClock('Trip PA7K on 08/14/2026\nHerb Time <- Click to toggle.', null)).toBe(
      'America/Chicago',
    );
    expect(namedClock('****** HERB TIME/ESTIMATED ******\n 07Aug 3206 PHX 2100 IND 0017', null)).toBe(
      'America/Chicago',
    );
  });

  it("is the base's zone for base time, a US zone name's or a city's", () => {
    expect(namedClock('All times in home base time', 'LHR')).toBe('Europe/London');
    expect(namedClock('All times in base time', null)).toBeNull(); // no base known
    expect(namedClock('Times shown: Central Time', null)).toBe('America/Chicago');
    expect(namedClock('All times are Moscow time', null)).toBe('Europe/Moscow');
    expect(namedClock('Departure (New York time)', null)).toBe('America/New_York');
  });

  it('is none for times that name no clock', () => {
    expect(namedClock('Flight time 3:25 Duty time 6:40 Report time 05:00 Oral time 1:00', 'PHX')).toBeNull();
    expect(namedClock('All times local time', null)).toBeNull(); // documentZone's
    expect(namedClock('nighttime', null)).toBeNull();
  });
});

describe('documentZone', () => {
  it("reads a clock in brackets after a period or a column head: '(Z)' UTC, '(L)' local", () => {
    expect(documentZone('Active Plan : 01.03.2026 / 31.03.2026 (Z)\nDate(Z)\nStart\n(Z)').zone).toBe('utc');
    expect(documentZone('Active Plan : 01.04.2026 / 30.04.2026 (L)\nDate(L)\nStart\n(L)').zone).toBe('local');
    expect(documentZone('Report 06:00 AMS').zone).toBeUndefined();
    // Not a crew position or a hotel's note, nor a sentence naming the mark.
    expect(
      documentZone('All times are UTC\nCrew: DOE A (L) LEE M (CC)\nHotel: Mercure Centre (L)').zone,
    ).toBe('utc');
    expect(documentZone('All times are local time\nTimes marked (Z) are UTC').zone).toBeUndefined();
  });
});
