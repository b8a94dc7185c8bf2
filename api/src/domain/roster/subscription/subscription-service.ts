/**
 * Roster subscription: a roster address (an ICS or text URL many crew portals publish) that is imported now and
 * re-fetched every few hours by the `roster-subscription-refresh` job. Outbound requests go through `guardedFetch`:
 * http(s) only, public addresses only (checked on the address connected to, after every redirect), 10 MB, 30 s.
 * An unchanged answer (same SHA-256) costs no import; a changed one is imported like an upload (source
 * `subscription`), which records what it changed in `roster_changes`, and mails the user when asked.
 */
import { createHash } from 'node:crypto';
import {
  ROSTER_MAX_BYTES,
  type RosterChanges,
  type RosterSubscription,
  type RosterSubscriptionPayload,
  type rosterSubscriptionUpdateSchema,
} from '@crewroster/shared/schemas';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type * as v from 'valibot';
import type { RosterSubscriptionConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { rosterChanges, rosterSubscriptions, users } from '../../../db/schema.ts';
import { DomainError } from '../../errors.ts';
import type { MailTransport } from '../../mail/retrying-mailer.ts';
import { GuardedFetchError, guardedFetch } from '../../net/guarded-fetch.ts';
import { type RateLimit, takeAll } from '../../rate-limit.ts';
import { changeCount } from '../changes.ts';
import type { ImportResult, RosterService } from '../roster-service.ts';
import { rosterChangedMail } from './mails.ts';

export const SUBSCRIPTION_FETCH_TIMEOUT_MS = 30_000;
/** How long one instance holds a subscription it is refreshing (fetch, parse and store stay well within it). */
const LEASE_MS = 5 * 60_000;
/** After failures the next check waits longer: interval × (1 + failures), at most 4 × the interval. */
const MAX_BACKOFF_FACTOR = 4;
/** Refreshes of one run that fetch at once (each waits mostly on the network). */
const CONCURRENCY = 4;

export const NO_SUBSCRIPTION = 'You have no roster address to refresh.';
const REFRESH_FAILED = 'The roster could not be refreshed. We will try again later.';
const SUBSCRIBE_LIMITED = 'Too many roster address checks.';

/** The address could not be fetched; the message says why and is safe to show. */
class RosterAddressError extends Error {}

export interface RosterSubscriptionDeps {
  db: Db;
  roster: RosterService;
  mailer: MailTransport;
  /** Web app origin, for the link in the change mail. */
  appUrl: string;
  config: RosterSubscriptionConfig;
  logger: Logger;
  /** Subscribing and "check now" per user per hour (each makes the API fetch an address). */
  userLimit?: RateLimit;
  now?: () => Date;
}

export interface RefreshRun {
  checked: number;
  unchanged: number;
  changed: number;
  failed: number;
}

interface ClaimedRow {
  userId: number;
  url: string;
  emailOnChange: boolean;
  contentHash: string;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const iso = (d: Date | string | number) => new Date(d).toISOString();

export class RosterSubscriptionService {
  readonly #d: RosterSubscriptionDeps;
  readonly #now: () => Date;

  constructor(deps: RosterSubscriptionDeps) {
    this.#d = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  /** PUT /v2/roster/subscription: fetch and import now; only a roster that imports is kept as the subscription. */
  async subscribe(
    userId: number,
    input: RosterSubscriptionPayload,
  ): Promise<{ result: ImportResult; subscription: RosterSubscription }> {
    await this.#limit(userId);
    let bytes: Uint8Array;
    try {
      bytes = await this.#download(input.url);
    } catch (err) {
      if (!(err instanceof RosterAddressError)) throw err;
      await this.#d.roster.recordFailure(userId, 'subscription', err.message);
      throw new DomainError('validation', err.message, { errors: { url: err.message } });
    }
    const result = await this.#d.roster.import(userId, bytes, 'subscription');
    const now = this.#now();
    const row = {
      url: input.url,
      emailOnChange: input.email_on_change,
      createdAt: now,
      lastCheckedAt: now,
      lastChangedAt: changeCount(result.changes) > 0 ? now : null,
      lastStatus: 'ok',
      contentHash: sha256(bytes),
      failures: 0,
      leaseUntil: null,
    };
    await this.#d.db
      .insert(rosterSubscriptions)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: rosterSubscriptions.userId, set: row });
    return { result, subscription: (await this.get(userId)) as RosterSubscription };
  }

  async get(userId: number): Promise<RosterSubscription | null> {
    const [row] = await this.#d.db
      .select()
      .from(rosterSubscriptions)
      .where(eq(rosterSubscriptions.userId, userId));
    if (!row) return null;
    const [change] = await this.#d.db
      .select()
      .from(rosterChanges)
      .where(
        and(
          eq(rosterChanges.userId, userId),
          eq(rosterChanges.source, 'subscription'),
          sql`${rosterChanges.added} + ${rosterChanges.removed} + ${rosterChanges.changed} > 0`,
        ),
      )
      .orderBy(desc(rosterChanges.at), desc(rosterChanges.id))
      .limit(1);
    return {
      url: row.url,
      email_on_change: row.emailOnChange,
      created_at: iso(row.createdAt),
      last_checked_at: iso(row.lastCheckedAt),
      last_changed_at: row.lastChangedAt ? iso(row.lastChangedAt) : null,
      last_status: row.lastStatus,
      failures: row.failures,
      last_change: change
        ? {
            at: iso(change.at),
            added: change.added,
            removed: change.removed,
            changed: change.changed,
            imported: change.imported,
            skipped: change.skipped,
          }
        : null,
    };
  }

  /** PATCH: only whether to mail on a change (no fetch). */
  async setEmailOnChange(
    userId: number,
    { email_on_change }: v.InferOutput<typeof rosterSubscriptionUpdateSchema>,
  ): Promise<RosterSubscription> {
    const updated = await this.#d.db
      .update(rosterSubscriptions)
      .set({ emailOnChange: email_on_change })
      .where(eq(rosterSubscriptions.userId, userId))
      .returning({ userId: rosterSubscriptions.userId });
    if (updated.length === 0) throw new DomainError('not_found', NO_SUBSCRIPTION);
    return (await this.get(userId)) as RosterSubscription;
  }

  /** DELETE: stops the subscription; the duties it brought stay. */
  async remove(userId: number): Promise<void> {
    await this.#d.db.delete(rosterSubscriptions).where(eq(rosterSubscriptions.userId, userId));
  }

  /** GET /v2/roster/changes?since=: the imports since then (any source), added up. */
  async changesSince(userId: number, since: Date): Promise<RosterChanges> {
    const [row] = await this.#d.db
      .select({
        imports: sql<number>`count(*)::int`,
        added: sql<number>`coalesce(sum(${rosterChanges.added}), 0)::int`,
        removed: sql<number>`coalesce(sum(${rosterChanges.removed}), 0)::int`,
        changed: sql<number>`coalesce(sum(${rosterChanges.changed}), 0)::int`,
      })
      .from(rosterChanges)
      .where(and(eq(rosterChanges.userId, userId), gte(rosterChanges.at, since)));
    return {
      since: since.toISOString(),
      imports: Number(row?.imports ?? 0),
      added: Number(row?.added ?? 0),
      removed: Number(row?.removed ?? 0),
      changed: Number(row?.changed ?? 0),
    };
  }

  /** POST /v2/roster/subscription/refresh: check the address now (unless a refresh of it is running). */
  async refreshNow(userId: number): Promise<RosterSubscription> {
    const exists = await this.get(userId);
    if (!exists) throw new DomainError('not_found', NO_SUBSCRIPTION);
    await this.#limit(userId);
    const now = this.#now();
    const claimed = (await this.#d.db.execute(sql`
      update roster_subscriptions set lease_until = ${iso(now.getTime() + LEASE_MS)}::timestamptz
      where user_id = ${userId} and (lease_until is null or lease_until < ${iso(now)}::timestamptz)
      returning user_id as "userId", url, email_on_change as "emailOnChange", content_hash as "contentHash"`)) as unknown as {
      rows: ClaimedRow[];
    };
    const row = claimed.rows[0];
    if (row) await this.#refresh(row, now);
    return (await this.get(userId)) ?? exists;
  }

  /**
   * One run of the refresh job: claims the subscriptions whose check is due (rows locked FOR UPDATE SKIP LOCKED,
   * then leased, so two instances never take the same one) and refreshes them, a few at a time.
   */
  async refreshDue(now: Date = this.#now()): Promise<RefreshRun> {
    const { intervalHours, batch } = this.#d.config;
    const claimed = (await this.#d.db.execute(sql`
      update roster_subscriptions s set lease_until = ${iso(now.getTime() + LEASE_MS)}::timestamptz
      where s.user_id in (
        select r.user_id from roster_subscriptions r join users u on u.id = r.user_id
        where u.status = 'active'
          and r.last_checked_at <= ${iso(now)}::timestamptz
            - make_interval(hours => ${intervalHours}::int * least(1 + r.failures, ${MAX_BACKOFF_FACTOR}::int))
          and (r.lease_until is null or r.lease_until < ${iso(now)}::timestamptz)
        order by r.last_checked_at
        limit ${batch}::int
        for update of r skip locked)
      returning s.user_id as "userId", s.url, s.email_on_change as "emailOnChange",
        s.content_hash as "contentHash"`)) as unknown as { rows: ClaimedRow[] };
    const run: RefreshRun = { checked: 0, unchanged: 0, changed: 0, failed: 0 };
    const queue = [...claimed.rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        run[await this.#refresh(row, now)] += 1;
        run.checked += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    return run;
  }

  async #refresh(row: ClaimedRow, now: Date): Promise<'unchanged' | 'changed' | 'failed'> {
    // The row is only written back while it still names this address (the user may have replaced it meanwhile).
    const mine = and(eq(rosterSubscriptions.userId, row.userId), eq(rosterSubscriptions.url, row.url));
    const done = { lastCheckedAt: now, leaseUntil: null };
    try {
      const bytes = await this.#download(row.url);
      const hash = sha256(bytes);
      if (hash === row.contentHash) {
        await this.#d.db
          .update(rosterSubscriptions)
          .set({ ...done, lastStatus: 'ok', failures: 0 })
          .where(mine);
        return 'unchanged';
      }
      const { changes } = await this.#d.roster.import(row.userId, bytes, 'subscription');
      const changed = changeCount(changes) > 0;
      await this.#d.db
        .update(rosterSubscriptions)
        .set({
          ...done,
          contentHash: hash,
          lastStatus: 'ok',
          failures: 0,
          ...(changed ? { lastChangedAt: done.lastCheckedAt } : {}),
        })
        .where(mine);
      if (changed && row.emailOnChange) await this.#mailChanges(row, changes);
      return changed ? 'changed' : 'unchanged';
    } catch (err) {
      const known = err instanceof RosterAddressError || err instanceof DomainError;
      if (!known) this.#d.logger.error({ err, userId: row.userId }, 'roster subscription refresh failed');
      if (err instanceof RosterAddressError)
        await this.#d.roster.recordFailure(row.userId, 'subscription', err.message);
      await this.#d.db
        .update(rosterSubscriptions)
        .set({
          ...done,
          lastStatus: known ? (err as Error).message.slice(0, 500) : REFRESH_FAILED,
          failures: sql`${rosterSubscriptions.failures} + 1`,
        })
        .where(mine);
      return 'failed';
    }
  }

  async #mailChanges(row: ClaimedRow, changes: ImportResult['changes']): Promise<void> {
    const [user] = await this.#d.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!user) return;
    // The retrying mailer stores a failed send for later; a mail must never undo a refresh.
    await this.#d.mailer
      .send(rosterChangedMail(this.#d.appUrl, user.email, row.url, changes))
      .catch((err) => this.#d.logger.error({ err }, 'roster change mail failed'));
  }

  async #limit(userId: number): Promise<void> {
    if (this.#d.userLimit) await takeAll([[this.#d.userLimit, String(userId)]], SUBSCRIBE_LIMITED);
  }

  /** The answer's bytes, or a RosterAddressError saying in words why not. */
  async #download(url: string): Promise<Uint8Array> {
    let answer: Awaited<ReturnType<typeof guardedFetch>>;
    try {
      answer = await guardedFetch(
        url,
        {
          method: 'GET',
          headers: {
            accept: 'text/calendar, text/plain, text/csv, text/html, application/xml;q=0.9, */*;q=0.5',
            'user-agent': 'CrewRoster roster subscription',
          },
        },
        {
          publicOnly: this.#d.config.allowPrivate !== true,
          alsoAllow: Array.isArray(this.#d.config.allowPrivate) ? this.#d.config.allowPrivate : [],
          maxBytes: ROSTER_MAX_BYTES,
          timeoutMs: SUBSCRIPTION_FETCH_TIMEOUT_MS,
          maxRedirects: 5,
        },
      );
    } catch (err) {
      if (err instanceof GuardedFetchError) throw new RosterAddressError(addressMessage(err));
      throw new RosterAddressError(UNREACHABLE);
    }
    const { status } = answer.res;
    if (status < 200 || status > 299)
      throw new RosterAddressError(`The roster address answered with an error (HTTP ${status}).`);
    if (answer.body.byteLength === 0)
      throw new RosterAddressError('The roster address gave an empty answer.');
    return answer.body;
  }
}

const UNREACHABLE = 'The roster address cannot be reached. Please check it and try again.';

function addressMessage(err: GuardedFetchError): string {
  switch (err.reason) {
    case 'address':
      return 'This roster address is not allowed: only addresses on the public internet can be used.';
    case 'size':
      return `The roster at this address is larger than ${ROSTER_MAX_BYTES / 1_000_000} MB.`;
    case 'timeout':
      return `The roster address did not answer within ${SUBSCRIPTION_FETCH_TIMEOUT_MS / 1000} seconds.`;
    case 'redirects':
      return 'The roster address sends us on too many redirects.';
    case 'scheme':
      return 'The roster address redirects to an address that is not http or https.';
    default:
      return UNREACHABLE;
  }
}
