/**
 * Exports of the user's duties (spec §7 GET /v2/export/{provider}, GET /v2/calendar/pdf): CSV text, a live ICS
 * subscription URL (a secret token per user, which the user can replace: the old address then stops working),
 * a PDF, and deep links to logbook and crew apps (providers.ts). CSV, PDF and ICS apply the calendar-filter
 * preferences; the deep links hand over the flights (crew-alert: every duty) of the period unfiltered.
 */
import { randomBytes } from 'node:crypto';
import { type RosterEvent, type ZoneChoice, zoneChoice } from '@crewroster/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { ExportLinks } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { airports, calendarFeeds, users } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { listEvents } from '../events/events.ts';
import { withReportPreference } from '../events/report-events.ts';
import { withDefaultPreferences } from '../user/preferences.ts';
import { eventsToCsv, exportFileName } from './csv.ts';
import { exportFilter } from './filters.ts';
import { eventsToIcs } from './ics.ts';
import { eventsToPdf } from './pdf.ts';
import {
  crewAlertLink,
  type DeepLink,
  type LinkProvider,
  logbookLink,
  logtenLink,
  safelogLink,
} from './providers.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (name: string) =>
  v.pipe(
    v.string(`The ${name} date is required.`),
    v.regex(DAY, `The ${name} date must be YYYY-MM-DD.`),
    v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `The ${name} date is not a real date.`),
  );

export const periodSchema = v.pipe(
  v.object({ start: dateField('start'), end: dateField('end') }),
  v.forward(
    v.check((p) => p.start <= p.end, 'The start date must not be after the end date.'),
    ['end'],
  ),
);
export type Period = v.InferOutput<typeof periodSchema>;

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export class ExportService {
  readonly #db: Db;
  readonly #now: () => number;
  readonly #links: ExportLinks;

  constructor(db: Db, links: ExportLinks, now: () => number = () => Date.now()) {
    this.#db = db;
    this.#links = links;
    this.#now = now;
  }

  /** The preferences with the home base's time zone, which CSV and PDF times may be shown in (issue 15). */
  async #user(userId: number): Promise<{ preferences: Record<string, string>; zones: ZoneChoice }> {
    const [row] = await this.#db
      .select({ preferences: users.preferences, homeZone: airports.timezone })
      .from(users)
      .leftJoin(airports, eq(airports.iata, users.baseIata))
      .where(eq(users.id, userId));
    if (!row) throw new DomainError('not_found', 'User not found.');
    const preferences = withDefaultPreferences(row.preferences);
    return { preferences, zones: zoneChoice(preferences, row.homeZone) };
  }

  /** The duties of a period (whole days, end inclusive), by default only those the user's filters let through. */
  async #events(
    userId: number,
    period: Period | null,
    filtered = true,
  ): Promise<{ events: RosterEvent[]; preferences: Record<string, string>; zones: ZoneChoice }> {
    const { preferences, zones } = await this.#user(userId);
    const listed = period
      ? await listEvents(this.#db, userId, seconds(period.start), seconds(period.end) + 86_400)
      : await listEvents(this.#db, userId, 0);
    // Report events follow "Generate report events" in every export, as in the event list.
    const all = withReportPreference(listed, preferences.report_minutes);
    return {
      events: filtered ? all.filter(exportFilter(preferences, this.#now() / 1000)) : all,
      preferences,
      zones,
    };
  }

  async #airportNames(events: RosterEvent[]): Promise<Map<string, string>> {
    const codes = [...new Set(events.flatMap((e) => [e.departure.IATA, e.arrival.IATA]))].filter(
      (c): c is string => Boolean(c),
    );
    if (codes.length === 0) return new Map();
    const rows = await this.#db
      .select({ iata: airports.iata, name: airports.name })
      .from(airports)
      .where(inArray(airports.iata, codes));
    return new Map(rows.map((r) => [r.iata, r.name]));
  }

  /**
   * A deep link for an app export: the browser is sent to prefix + data. `filename` names the same data saved as
   * a file, for when the app does not open (not installed on this device).
   */
  async link(
    userId: number,
    provider: LinkProvider,
    period: Period,
  ): Promise<DeepLink & { filename: string }> {
    const { events, preferences } = await this.#events(userId, period, false);
    const filename = exportFileName(period.start, period.end, 'json', provider);
    switch (provider) {
      case 'logten':
        return { ...logtenLink(events), filename };
      case 'logbook':
        return { ...logbookLink(events, preferences, this.#links), filename };
      case 'crewalert':
        return { ...crewAlertLink(events, this.#links), filename };
      case 'safelog':
        return { ...safelogLink(events, preferences, this.#links), filename };
    }
  }

  async csv(userId: number, period: Period): Promise<{ filename: string; text: string }> {
    const { events, zones } = await this.#events(userId, period);
    return { filename: exportFileName(period.start, period.end, 'csv'), text: eventsToCsv(events, zones) };
  }

  async pdf(userId: number, period: Period): Promise<{ filename: string; pdf: Buffer }> {
    const { events, preferences, zones } = await this.#events(userId, period);
    const title = `${preferences.rostername || 'CrewRoster'} ${period.start} – ${period.end}`;
    return {
      filename: exportFileName(period.start, period.end, 'pdf'),
      pdf: await eventsToPdf(events, title, zones),
    };
  }

  /** The user's subscription token, created on first use and stable afterwards. */
  async feedToken(userId: number): Promise<string> {
    await this.#db
      .insert(calendarFeeds)
      .values({ userId, token: randomBytes(24).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.#db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    if (!row) throw new DomainError('not_found', 'User not found.');
    return row.token;
  }

  /** A new subscription token: the old address stops working at once. */
  async resetFeedToken(userId: number): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.#db
      .insert(calendarFeeds)
      .values({ userId, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
    return token;
  }

  /** The live calendar for a subscription token: every duty the filters let through. */
  async feed(token: string, host: string): Promise<string> {
    const [row] = await this.#db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
    if (!row) throw new DomainError('not_found', 'This calendar subscription does not exist.');
    const { events, preferences } = await this.#events(row.userId, null);
    return eventsToIcs(events, {
      preferences,
      host,
      airports: await this.#airportNames(events),
      now: new Date(this.#now()),
    });
  }
}
