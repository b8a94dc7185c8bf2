/**
 * The cumulative flight-time and duty limits the card knows (issue #15 item 3), as data: what each counts, over
 * which window, and the most it may reach ("may not exceed": the limit itself is still allowed).
 *
 * - EASA, ORO.FTL.210: duty 60 h in any 7 consecutive days, 110 h in any 14, 190 h in any 28; flight time 100 h
 *   in any 28 consecutive days, 900 h in a calendar year, 1,000 h in any 12 consecutive calendar months.
 * - FAA Part 117, §117.23: flight time 100 h in any 672 consecutive hours and 1,000 h in any 365 consecutive
 *   calendar days; flight duty period 60 h in any 168 consecutive hours and 190 h in any 672.
 */
import type { FtlRuleSet, LimitQuantity, LimitWindow } from '@crewroster/shared/schemas';

export interface FtlLimitRule {
  id: string;
  rule: string;
  name: string;
  quantity: LimitQuantity;
  window: LimitWindow;
  maxHours: number;
}

const days = (length: number): LimitWindow => ({ kind: 'days', length });
const hours = (length: number): LimitWindow => ({ kind: 'hours', length });

export const FTL_RULES: Record<FtlRuleSet, readonly FtlLimitRule[]> = {
  easa: [
    {
      id: 'easa-duty-7d',
      rule: 'ORO.FTL.210(a)(1)',
      name: 'Duty in any 7 consecutive days',
      quantity: 'duty',
      window: days(7),
      maxHours: 60,
    },
    {
      id: 'easa-duty-14d',
      rule: 'ORO.FTL.210(a)(2)',
      name: 'Duty in any 14 consecutive days',
      quantity: 'duty',
      window: days(14),
      maxHours: 110,
    },
    {
      id: 'easa-duty-28d',
      rule: 'ORO.FTL.210(a)(3)',
      name: 'Duty in any 28 consecutive days',
      quantity: 'duty',
      window: days(28),
      maxHours: 190,
    },
    {
      id: 'easa-flight-28d',
      rule: 'ORO.FTL.210(b)(1)',
      name: 'Flight time in any 28 consecutive days',
      quantity: 'flight',
      window: days(28),
      maxHours: 100,
    },
    {
      id: 'easa-flight-year',
      rule: 'ORO.FTL.210(b)(2)',
      name: 'Flight time in the calendar year',
      quantity: 'flight',
      window: { kind: 'calendar-year' },
      maxHours: 900,
    },
    {
      id: 'easa-flight-12m',
      rule: 'ORO.FTL.210(b)(3)',
      name: 'Flight time in any 12 consecutive calendar months',
      quantity: 'flight',
      window: { kind: 'calendar-months', length: 12 },
      maxHours: 1000,
    },
  ],
  faa: [
    {
      id: 'faa-flight-672h',
      rule: '§117.23(b)(1)',
      name: 'Flight time in any 672 consecutive hours',
      quantity: 'flight',
      window: hours(672),
      maxHours: 100,
    },
    {
      id: 'faa-flight-365d',
      rule: '§117.23(b)(2)',
      name: 'Flight time in any 365 consecutive calendar days',
      quantity: 'flight',
      window: days(365),
      maxHours: 1000,
    },
    {
      id: 'faa-fdp-168h',
      rule: '§117.23(c)(1)',
      name: 'Flight duty period in any 168 consecutive hours',
      quantity: 'fdp',
      window: hours(168),
      maxHours: 60,
    },
    {
      id: 'faa-fdp-672h',
      rule: '§117.23(c)(2)',
      name: 'Flight duty period in any 672 consecutive hours',
      quantity: 'fdp',
      window: hours(672),
      maxHours: 190,
    },
  ],
};
