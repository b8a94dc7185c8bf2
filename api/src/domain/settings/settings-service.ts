/**
 * Preferences (spec §3) and calendar output formats: PUT /v2/user/me/pref and GET /v2/calendar/outputformats.
 * Every value is validated with the shared schema; a calendar-format preference must name a stored format of
 * the right kind (and the flight summary may not use the hidden format, spec §9).
 */
import {
  type CalendarOutputFormat,
  HIDDEN_FLIGHT_SUMMARY_FORMAT,
  OUTPUT_FORMAT_PREFERENCES,
  parsePreference,
  settingsMessages,
} from '@crewroster/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarOutputFormats, users } from '../../db/schema.ts';
import { DomainError, validationError } from '../errors.ts';
import { withDefaultPreferences } from '../user/preferences.ts';
import { USER_NOT_FOUND } from '../user/user-service.ts';

export class SettingsService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** All formats, flights first, each list in display order. */
  async outputFormats(): Promise<CalendarOutputFormat[]> {
    const rows = await this.#db
      .select()
      .from(calendarOutputFormats)
      .orderBy(asc(calendarOutputFormats.isreport), asc(calendarOutputFormats.sortOrder));
    return rows.map((r) => ({ pk: r.pk, public_example: r.publicExample, isreport: r.isreport }));
  }

  /**
   * Stores one preference (a single atomic jsonb update) and returns all preferences with defaults.
   * `name` and `value` are the raw header values; missing ones are 422 like any invalid value.
   */
  async setPreference(userId: number, name: string | undefined, value: string | undefined) {
    if (!name) throw validationError({ preference: 'The preference header is required.' });
    if (value === undefined) throw validationError({ value: 'The value header is required.' });
    const parsed = parsePreference(name, value);
    if (!parsed.ok) {
      const field = parsed.message === settingsMessages.unknownPreference ? 'preference' : 'value';
      throw validationError({ [field]: parsed.message });
    }
    if (Object.hasOwn(OUTPUT_FORMAT_PREFERENCES, parsed.name)) {
      await this.#checkFormat(parsed.name as keyof typeof OUTPUT_FORMAT_PREFERENCES, Number(parsed.value));
    }
    const [row] = await this.#db
      .update(users)
      .set({
        preferences: sql`${users.preferences} || jsonb_build_object(${parsed.name}::text, ${parsed.value}::text)`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ preferences: users.preferences });
    if (!row) throw new DomainError('not_found', USER_NOT_FOUND);
    return {
      preference: parsed.name,
      value: parsed.value,
      preferences: withDefaultPreferences(row.preferences),
    };
  }

  async #checkFormat(name: keyof typeof OUTPUT_FORMAT_PREFERENCES, pk: number): Promise<void> {
    const [format] = await this.#db
      .select({ isreport: calendarOutputFormats.isreport })
      .from(calendarOutputFormats)
      .where(eq(calendarOutputFormats.pk, pk));
    const hidden = name === 'output_ical_summary_flt' && pk === HIDDEN_FLIGHT_SUMMARY_FORMAT;
    if (!format || format.isreport !== OUTPUT_FORMAT_PREFERENCES[name].isreport || hidden) {
      throw validationError({ value: 'Unknown calendar output format.' });
    }
  }
}
