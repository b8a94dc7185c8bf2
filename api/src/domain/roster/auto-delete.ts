import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Roster auto-delete (spec §4, preference `auto_delete_roster`): `0` never; `-1` when expired — events that
 * have ended are deleted; `N` (1–999) after N periods exceeded — events that ended more than N months ago
 * are deleted (a period is a calendar month, the length of a roster period). One idempotent statement for
 * all users; returns the number of events deleted.
 */
export async function deleteExpiredRosterEvents(db: Db, now: Date): Promise<number> {
  const nowTs = Math.floor(now.getTime() / 1000);
  const result = (await db.execute(sql`
    with deleted as (
      delete from roster_events e
      using users u
      where e.user_id = u.id
        and case
          when u.preferences->>'auto_delete_roster' = '-1' then e.end_ts < ${nowTs}
          when u.preferences->>'auto_delete_roster' ~ '^[1-9][0-9]{0,2}$' then
            e.end_ts < extract(epoch from (${now.toISOString()}::timestamptz
              - make_interval(months => (u.preferences->>'auto_delete_roster')::int)))
          else false
        end
      returning 1)
    select count(*)::int as n from deleted`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
