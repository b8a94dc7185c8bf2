import { describe, expect, it } from 'vitest';
import { restackDayLabels, stackedRun } from './stacked-labels.ts';

const lines = (text: string) => restackDayLabels(text).split('\n');

describe('day labels stacked down the margin (restackDayLabels)', () => {
  it('heads each day with its label, the entries above the label included, and joins two-line entries', () => {
    const text = [
      '        Report:07:18',
      '    LA3350 GRU 08:11',
      '            SSA 10:24',
      ' Thu               ',
      ' 28 LA3629 SSA 11:10',
      '            CGH 13:42',
      ' May               ',
      '     Release:13:12',
      '        Report:12:55',
      '    LA3732 BSB 13:38',
      '            FOR 16:08',
      ' Fri               ',
      ' 29 LA3743 FOR 17:03',
      '            BSB 19:50',
      ' May               ',
      '     Release:20:20',
      ' Sat        GRU 17:36',
      ' 30 DO     GRU 17:35',
      ' May           (31/5)',
    ].join('\n');
    expect(lines(text)).toEqual([
      'Thu 28 May',
      '        Report:07:18',
      'LA3350 GRU 08:11 SSA 10:24',
      'LA3629 SSA 11:10 CGH 13:42',
      '     Release:13:12',
      'Fri 29 May',
      '        Report:12:55',
      'LA3732 BSB 13:38 FOR 16:08',
      'LA3743 FOR 17:03 BSB 19:50',
      '     Release:20:20',
      'Sat 30 May',
      'DO GRU 17:36 GRU 17:35 (31/5)',
    ]);
  });

  it('takes the start above a flight whose end is under it with a next-day mark, and skips a label with no entry', () => {
    const text = [
      '        Report:18:30',
      '    LA3271 CGB 18:57',
      ' Sat        GRU 21:12',
      ' 30',
      '            GRU 23:48',
      ' May LA4522 PNZ 02:18',
      '               (31/5)',
      '     Release:02:48',
      ' Sun',
      ' 31',
      ' May',
      '        Report:03:45',
      '    LA3391 PNZ 04:03',
      '            GRU 06:46',
      ' Mon',
      ' 01 LA4668 GRU 08:27',
      '            JOI 09:31',
      ' Jun',
    ].join('\n');
    expect(lines(text)).toEqual([
      'Sat 30 May',
      '        Report:18:30',
      'LA3271 CGB 18:57 GRU 21:12',
      'LA4522 GRU 23:48 PNZ 02:18 (31/5)',
      '     Release:02:48',
      'Mon 01 Jun',
      '        Report:03:45',
      'LA3391 PNZ 04:03 GRU 06:46',
      'LA4668 GRU 08:27 JOI 09:31',
    ]);
  });

  it('leaves text without stacked labels alone', () => {
    const text = 'Thu 28 May\nLA3350 GRU 08:11 SSA 10:24\n a\n';
    expect(restackDayLabels(text)).toBe(text);
  });
});

describe('a cell drawn diagonally, one character a line (stackedRun)', () => {
  // 'FLN 15:50' and 'GRU 17:03' interleaved, as a PDF extractor wrote them.
  const chars = [...'GFLRNU1157::5003'];

  it('splits the letters into two known airports and the time characters alternately into two times', () => {
    expect(stackedRun(chars, 'FLN')?.map((s) => `${s.station} ${s.time}`)).toEqual([
      'FLN 15:50',
      'GRU 17:03',
    ]);
  });

  it('reads nothing without the previous arrival to tell the departure, or when the letters spell no airports', () => {
    expect(stackedRun(chars, null)).toBeNull();
    expect(stackedRun(chars, 'CGH')).toBeNull();
    expect(stackedRun([...'QQQXXX1157::5003'], 'QQQ')).toBeNull();
  });
});
