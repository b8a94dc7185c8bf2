import { describe, expect, it } from 'vitest';
import { scriptClock } from './zone.ts';

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
    expect(scriptClock('14 Aug 3445 PHX 1840 SDF 2205 7X8 325')).toBeNull();
  });
});
