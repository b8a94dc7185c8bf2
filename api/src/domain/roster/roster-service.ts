import type { ImportReport, RosterMapping, RosterPreview, Statistics } from '@crewroster/shared/schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { Analytics } from '../analytics/analytics.ts';
import { DomainError } from '../errors.ts';
import { computeStatistics } from '../statistics/statistics.ts';
import type { RosterChangeSummary } from './changes.ts';
import { countByKind, skippedRows } from './import-report.ts';
import { airlineOf, rememberedMapping, rememberMapping } from './layouts.ts';
import { type EventLimits, rosterLimitMessages } from './limits.ts';
import { type ParseResult, UNREADABLE_MESSAGE } from './registry.ts';
import { resolveDuties } from './resolve.ts';
import { type Period, replaceEvents } from './store.ts';
import { stopIfCancelled, UnreadableRosterError } from './types.ts';

export type RosterSource = 'file' | 'text' | 'portal' | 'subscription';

export interface ImportResult {
  format: string;
  events: number;
  period: Period;
  statistics: Statistics;
  /** Against the duties that were there before in the period it replaced. */
  changes: RosterChangeSummary;
  /** What was stored by kind, what was skipped, and whether a column mapping was used. */
  report: ImportReport;
}

export interface ImportOptions {
  /** The user's column mapping of a table roster, confirmed or corrected from a preview. */
  mapping?: RosterMapping;
  /** The client's request: when it is aborted the import stops and stores nothing (ImportCancelledError). */
  signal?: AbortSignal;
}

export const NEEDS_MAPPING_MESSAGE =
  'We are not sure what the columns of this roster hold. Please check them and confirm; nothing was imported yet.';

/** An upload the engine is unsure of, from someone who can answer: nothing is stored, the preview goes back. */
export class RosterNeedsMappingError extends Error {
  readonly preview: RosterPreview;
  constructor(preview: RosterPreview) {
    super(NEEDS_MAPPING_MESSAGE);
    this.name = 'RosterNeedsMappingError';
    this.preview = preview;
  }
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
  parse(
    userId: number,
    bytes: Uint8Array,
    uploadDate: Date,
    mapping?: RosterMapping,
    signal?: AbortSignal,
  ): Promise<ParseResult>;
}

/** Sources with a person waiting who can confirm a preview (a portal fetch or a subscription cannot). */
const ASKS: ReadonlySet<RosterSource> = new Set(['file', 'text']);

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

  /**
   * With a mapping, the roster's table is read with it and, once stored, the mapping is remembered for the
   * user's airline and that table's layout. Without one, a table the engine is unsure of is read with the
   * mapping remembered for its layout; failing that, a file or text upload answers with the preview
   * (RosterNeedsMappingError) and stores nothing, while other sources import what the engine read.
   */
  async import(
    userId: number,
    bytes: Uint8Array,
    source: RosterSource,
    options: ImportOptions = {},
  ): Promise<ImportResult> {
    try {
      const uploadDate = this.#now();
      const { signal } = options;
      let parsed = await this.#parser.parse(userId, bytes, uploadDate, options.mapping, signal);
      let mapping: ImportReport['mapping'] = options.mapping ? 'confirmed' : null;
      const airlineId = parsed.signature ? await airlineOf(this.#db, userId) : null;
      if (!options.mapping && parsed.preview) {
        const remembered =
          airlineId && parsed.signature
            ? await rememberedMapping(this.#db, airlineId, parsed.signature)
            : null;
        const again = remembered
          ? await this.#parser.parse(userId, bytes, uploadDate, remembered, signal).catch((err) => {
              if (err instanceof UnreadableRosterError) return null;
              throw err;
            })
          : null;
        if (again && again.duties.length > 0) {
          parsed = again;
          mapping = 'remembered';
        } else if (ASKS.has(source)) throw new RosterNeedsMappingError(parsed.preview);
        else if (parsed.duties.length === 0)
          throw new UnreadableRosterError(parsed.refusal ?? UNREADABLE_MESSAGE);
      }
      const { format, duties } = parsed;
      stopIfCancelled(signal);
      const events = await resolveDuties(this.#db, duties);
      if (events.length === 0) throw new UnreadableRosterError('The roster has no duties with usable dates.');
      const { maxEventsPerImport, maxEventsPerUser } = this.#limits;
      if (events.length > maxEventsPerImport)
        throw new UnreadableRosterError(rosterLimitMessages.perImport(maxEventsPerImport));
      const confirmed = options.mapping;
      const signature = parsed.signature;
      const alsoWrite =
        confirmed && airlineId && signature
          ? (tx: Tx) => rememberMapping(tx, { airlineId, signature, mapping: confirmed, userId })
          : undefined;
      const report: ImportReport = {
        imported: countByKind(events.map((e) => e.type)),
        skipped: skippedRows(parsed.skipped ?? [], parsed.skippedTotal ?? 0),
        mapping,
      };
      const { period, changes } = await replaceEvents(this.#db, userId, events, {
        source,
        format,
        maxEventsPerUser,
        report: { imported: report.imported, skipped: report.skipped.total },
        ...(alsoWrite ? { alsoWrite } : {}),
        ...(signal ? { signal } : {}),
      });
      const statistics = await computeStatistics(this.#db, userId, period.start, period.end);
      await this.#record({
        name: 'roster_upload_success',
        userId,
        source,
        properties: { format, events: events.length, ...(mapping ? { mapping } : {}) },
      });
      return { format, events: events.length, period, statistics, changes, report };
    } catch (err) {
      if (err instanceof RosterNeedsMappingError) {
        await this.#record({
          name: 'roster_upload_preview',
          userId,
          source,
          properties: { format: err.preview.format, confidence: err.preview.confidence },
        });
        throw err;
      }
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
