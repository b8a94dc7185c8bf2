import type { Statistics } from '@crewroster/shared/schemas';
import type { Db } from '../../db/client.ts';
import type { Analytics } from '../analytics/analytics.ts';
import { DomainError } from '../errors.ts';
import { computeStatistics } from '../statistics/statistics.ts';
import type { RosterChangeSummary } from './changes.ts';
import { type EventLimits, rosterLimitMessages } from './limits.ts';
import type { ParseResult } from './registry.ts';
import { resolveDuties } from './resolve.ts';
import { type Period, replaceEvents } from './store.ts';
import { UnreadableRosterError } from './types.ts';

export type RosterSource = 'file' | 'text' | 'portal' | 'subscription';

export interface ImportResult {
  format: string;
  events: number;
  period: Period;
  statistics: Statistics;
  /** Against the duties that were there before in the period it replaced. */
  changes: RosterChangeSummary;
}

export interface RosterServiceDeps {
  db: Db;
  analytics: Analytics;
  /** Parses off the request thread within a budget (RosterParsePool). */
  parser: RosterParser;
  /** The most events one import may bring and one account may hold (bounded storage per user). */
  limits?: EventLimits;
  now?: () => Date;
}

export interface RosterParser {
  parse(userId: number, bytes: Uint8Array, uploadDate: Date): Promise<ParseResult>;
}

/** Roster in, events out: recognise, resolve airports and zones, store in one transaction, report. */
export class RosterService {
  readonly #db: Db;
  readonly #analytics: Analytics;
  readonly #now: () => Date;
  readonly #parser: RosterParser;
  readonly #limits: EventLimits;

  constructor(deps: RosterServiceDeps) {
    this.#db = deps.db;
    this.#analytics = deps.analytics;
    this.#now = deps.now ?? (() => new Date());
    this.#parser = deps.parser;
    this.#limits = deps.limits ?? { maxEventsPerImport: 5_000, maxEventsPerUser: 20_000 };
  }

  async import(userId: number, bytes: Uint8Array, source: RosterSource): Promise<ImportResult> {
    try {
      const { format, duties } = await this.#parser.parse(userId, bytes, this.#now());
      const events = await resolveDuties(this.#db, duties);
      if (events.length === 0) throw new UnreadableRosterError('The roster has no duties with usable dates.');
      const { maxEventsPerImport, maxEventsPerUser } = this.#limits;
      if (events.length > maxEventsPerImport)
        throw new UnreadableRosterError(rosterLimitMessages.perImport(maxEventsPerImport));
      const { period, changes } = await replaceEvents(this.#db, userId, events, {
        source,
        format,
        maxEventsPerUser,
      });
      const statistics = await computeStatistics(this.#db, userId, period.start, period.end);
      await this.#record({
        name: 'roster_upload_success',
        userId,
        source,
        properties: { format, events: events.length },
      });
      return { format, events: events.length, period, statistics, changes };
    } catch (err) {
      await this.#record({
        name: 'roster_upload_failure',
        userId,
        source,
        properties: { reason: err instanceof Error ? err.message.slice(0, 200) : 'unknown' },
      });
      if (err instanceof UnreadableRosterError) throw new DomainError('validation', err.message);
      throw err;
    }
  }

  /** A failure before parsing (bad upload fields, portal errors) is recorded too. */
  async recordFailure(userId: number, source: RosterSource, reason: string): Promise<void> {
    await this.#record({ name: 'roster_upload_failure', userId, source, properties: { reason } });
  }

  async #record(event: Parameters<Analytics['record']>[0]): Promise<void> {
    // Analytics must never turn an import into an error.
    await this.#analytics.record(event).catch(() => {});
  }
}
