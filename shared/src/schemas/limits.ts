/**
 * GET /v2/limits (issue #15 item 3): the cumulative flight-time and duty limits crew fly under, as of today and
 * projected through the end of the roster. Durations are whole minutes; dates are YYYY-MM-DD days at the home base.
 */
import type { FTL_RULE_SETS } from './settings';

export type FtlRuleSet = (typeof FTL_RULE_SETS)[number];

/** flight: block time of operating sectors; duty: duty periods; fdp: flight duty periods (FAA). */
export type LimitQuantity = 'flight' | 'duty' | 'fdp';

/**
 * hours: any N consecutive hours (rolling, to the second); days: any N consecutive days ending with the day;
 * calendar-months: the day's calendar month and the N − 1 before it; calendar-year: 1 January to the day.
 */
export type LimitWindow =
  | { kind: 'hours' | 'days' | 'calendar-months'; length: number }
  | { kind: 'calendar-year' };

export interface FlightTimeLimit {
  /** Stable id, e.g. "easa-flight-28d". */
  id: string;
  /** The regulation's paragraph, e.g. "ORO.FTL.210(b)(1)". */
  rule: string;
  /** English name, e.g. "Flight time in any 28 consecutive days". */
  name: string;
  quantity: LimitQuantity;
  window: LimitWindow;
  /** The limit, in minutes. */
  max: number;
  /** Minutes in the window as of today. */
  value: number;
  /** The highest value from today through the end of the roster, and the day it is reached. */
  projected: number;
  projectedOn: string;
  /** The first day (today or later) on which the value goes over the limit; null when it never does. */
  exceededOn: string | null;
}

export interface FlightTimeLimits {
  ruleSet: FtlRuleSet;
  /** Today at the home base. */
  today: string;
  /** The IANA zone whose days the windows count (the home base's; UTC when the base is unknown). */
  zone: string;
  /** The last day of the roster (the end of the last stored duty); null without duties. */
  rosterEnd: string | null;
  limits: FlightTimeLimit[];
}
