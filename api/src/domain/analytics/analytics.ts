import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';

export interface AnalyticsEvent {
  /** `roster_upload_preview`: the engine was unsure of a table and asked the user to confirm its columns. */
  name: 'roster_upload_success' | 'roster_upload_failure' | 'roster_upload_preview';
  userId: number | null;
  /** file, text or portal (spec §4: "by source"). */
  source: string;
  properties?: Record<string, unknown>;
}

/** Analytics port. Firebase Analytics would be a second adapter; the API's own table is the one built. */
export interface Analytics {
  record(event: AnalyticsEvent): Promise<void>;
}

export class DbAnalytics implements Analytics {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }
  async record(event: AnalyticsEvent): Promise<void> {
    await this.#db.insert(analyticsEvents).values({
      userId: event.userId,
      name: event.name,
      source: event.source,
      properties: event.properties ?? {},
    });
  }
}
