/**
 * The data export of GET /main/v2/user/profiledata: one zip with everything kept about the user — the profile and
 * account records (account.json), the roster as JSON and as the CSV export (roster.json, roster.csv) and the
 * avatar image. Secrets are left out: the password hash, token hashes and the calendar feed's secret address.
 */
import type { RosterEvent, UserMe } from '@crewroster/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import {
  analyticsEvents,
  avatars,
  calendarFeeds,
  logbookProfiles,
  refreshTokens,
  rosterChanges,
  rosterImports,
  rosterSubscriptions,
  thirdpartyConsumers,
  thirdpartyGrants,
  userStatus,
  users,
} from '../../db/schema.ts';
import { listEvents } from '../events/events.ts';
import { eventsToCsv } from '../export/csv.ts';

export const PROFILE_DATA_FILENAME = 'crewroster-data.zip';

const README = `Your CrewRoster data

account.json  your profile, settings and account records: e-mail preferences, logbook profile, roster imports and
              changes, the roster subscription, calendar subscription, partner apps you allowed, sign-in sessions,
              online status and usage events
roster.json   every duty of your roster, as the app reads it (times in UTC epoch seconds)
roster.csv    the same duties in the columns of the CSV export (times in UTC)
avatar.*      your profile picture, if you uploaded one

Not included: your password and sign-in tokens (kept only as one-way hashes) and the secret address of your
calendar subscription (it is in the app's export menu).
`;

/** Everything kept about the user besides the profile `me`, read in one pass. */
async function accountRecords(db: Db, userId: number) {
  const [account] = await db
    .select({
      created_at: users.createdAt,
      updated_at: users.updatedAt,
      promocode: users.promocode,
      channel: users.channel,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [logbook] = await db
    .select({
      email_me: logbookProfiles.emailMe,
      created_at: logbookProfiles.createdAt,
      updated_at: logbookProfiles.updatedAt,
    })
    .from(logbookProfiles)
    .where(eq(logbookProfiles.userId, userId));
  const [subscription] = await db
    .select({
      url: rosterSubscriptions.url,
      email_on_change: rosterSubscriptions.emailOnChange,
      created_at: rosterSubscriptions.createdAt,
      last_checked_at: rosterSubscriptions.lastCheckedAt,
      last_changed_at: rosterSubscriptions.lastChangedAt,
      last_status: rosterSubscriptions.lastStatus,
    })
    .from(rosterSubscriptions)
    .where(eq(rosterSubscriptions.userId, userId));
  const [calendarFeed] = await db
    .select({ created_at: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const [status] = await db
    .select({ status: userStatus.status, updated_at: userStatus.updatedAt })
    .from(userStatus)
    .where(eq(userStatus.userId, userId));
  return {
    account: account ?? null,
    logbook_profile: logbook ?? null,
    roster_imports: await db
      .select({
        source: rosterImports.source,
        format: rosterImports.format,
        period_start: rosterImports.periodStart,
        period_end: rosterImports.periodEnd,
        events: rosterImports.events,
        created_at: rosterImports.createdAt,
      })
      .from(rosterImports)
      .where(eq(rosterImports.userId, userId))
      .orderBy(asc(rosterImports.createdAt)),
    roster_changes: await db
      .select({
        at: rosterChanges.at,
        source: rosterChanges.source,
        added: rosterChanges.added,
        removed: rosterChanges.removed,
        changed: rosterChanges.changed,
      })
      .from(rosterChanges)
      .where(eq(rosterChanges.userId, userId))
      .orderBy(asc(rosterChanges.at)),
    roster_subscription: subscription ?? null,
    calendar_subscription: calendarFeed ?? null,
    partner_apps: await db
      .select({
        name: thirdpartyConsumers.name,
        scopes: thirdpartyGrants.scopes,
        allowed_at: thirdpartyGrants.createdAt,
      })
      .from(thirdpartyGrants)
      .innerJoin(thirdpartyConsumers, eq(thirdpartyConsumers.id, thirdpartyGrants.consumerId))
      .where(eq(thirdpartyGrants.userId, userId)),
    sessions: await db
      .select({
        product: refreshTokens.product,
        created_at: refreshTokens.createdAt,
        expires_at: refreshTokens.expiresAt,
        used_at: refreshTokens.usedAt,
        revoked_at: refreshTokens.revokedAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .orderBy(asc(refreshTokens.createdAt)),
    online_status: status ?? null,
    usage_events: await db
      .select({
        name: analyticsEvents.name,
        source: analyticsEvents.source,
        properties: analyticsEvents.properties,
        created_at: analyticsEvents.createdAt,
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(asc(analyticsEvents.createdAt)),
  };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The zip of the user's data; `me` and `extra` are what the profile page shows (GET /v3/user/me and more). */
export async function profileDataArchive(
  db: Db,
  userId: number,
  me: UserMe,
  extra: Record<string, unknown>,
): Promise<Uint8Array> {
  const events: RosterEvent[] = await listEvents(db, userId, 0);
  const records = await accountRecords(db, userId);
  const [avatar] = await db
    .select({ contentType: avatars.contentType, bytes: avatars.bytes })
    .from(avatars)
    .where(eq(avatars.userId, userId));
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README),
    'account.json': json({ ...me, ...extra, ...records }),
    'roster.json': json(events),
    'roster.csv': strToU8(eventsToCsv(events)),
  };
  if (avatar) files[`avatar.${avatar.contentType === 'image/png' ? 'png' : 'jpg'}`] = avatar.bytes;
  return zipSync(files, { level: 6, mtime: new Date() });
}
