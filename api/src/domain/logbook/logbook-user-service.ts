/** The logbook API's user: the account's names, e-mail and avatar plus its logbook profile (email_me). */
import type { LogbookUser } from '@crewroster/shared/schemas';
import { firstNameSchema, lastNameSchema } from '@crewroster/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { logbookProfiles, users } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';

const emailMeSchema = v.picklist([0, 1, '0', '1'], 'email_me must be 0 or 1.');

export const updateLogbookUserSchema = v.object({
  firstname: v.optional(firstNameSchema),
  lastname: v.optional(lastNameSchema),
  email_me: v.optional(emailMeSchema),
});

const toFlag = (value: v.InferOutput<typeof emailMeSchema>): 0 | 1 => (value === 1 || value === '1' ? 1 : 0);

export class LogbookUserService {
  readonly #db: Db;
  readonly #onProfileCreated: (userId: number) => void;

  /** `onProfileCreated` runs (not awaited) when an account first uses the logbook: the welcome mail. */
  constructor(db: Db, onProfileCreated: (userId: number) => void = () => {}) {
    this.#db = db;
    this.#onProfileCreated = onProfileCreated;
  }

  /** The logbook user; the logbook profile is created on first use (an account may start in either product). */
  async get(userId: number): Promise<LogbookUser> {
    const created = await this.#db
      .insert(logbookProfiles)
      .values({ userId })
      .onConflictDoNothing()
      .returning({ userId: logbookProfiles.userId });
    if (created.length > 0) this.#onProfileCreated(userId);
    const [row] = await this.#db
      .select({
        avatar_url: users.avatarUrl,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        email_me: logbookProfiles.emailMe,
      })
      .from(users)
      .innerJoin(logbookProfiles, eq(logbookProfiles.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw new DomainError('not_found', 'User not found.');
    return { ...row, email_me: row.email_me === 1 ? 1 : 0 };
  }

  /** PUT /v1/user: names and/or email_me, in one transaction. */
  async update(
    userId: number,
    changes: v.InferOutput<typeof updateLogbookUserSchema>,
    only?: 'email_me',
  ): Promise<LogbookUser> {
    // An e-mail link's token may change the e-mail preference and nothing else.
    if (only === 'email_me' && (changes.firstname !== undefined || changes.lastname !== undefined))
      throw new DomainError('forbidden', 'This link can only change your e-mail preference.');
    if (Object.values(changes).every((value) => value === undefined)) {
      throw new DomainError('validation', 'Nothing to update.', { errors: {} });
    }
    await this.#db.transaction(async (tx) => {
      const names = {
        ...(changes.firstname !== undefined && { firstname: changes.firstname }),
        ...(changes.lastname !== undefined && { lastname: changes.lastname }),
      };
      if (Object.keys(names).length) await tx.update(users).set(names).where(eq(users.id, userId));
      if (changes.email_me !== undefined) {
        const emailMe = toFlag(changes.email_me);
        await tx
          .insert(logbookProfiles)
          .values({ userId, emailMe })
          .onConflictDoUpdate({ target: logbookProfiles.userId, set: { emailMe, updatedAt: sql`now()` } });
      }
    });
    return this.get(userId);
  }

  /** PUT v1/user/email/unsubscribe: no more logbook e-mails. */
  async unsubscribe(userId: number): Promise<LogbookUser> {
    return this.update(userId, { email_me: 0 });
  }
}
