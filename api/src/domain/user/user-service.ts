import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  messages,
  type StatusExpiry,
  type UserMe,
} from '@crewroster/shared/schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import { airlines, airports, positions, userStatus, users } from '../../db/schema.ts';
import { ENTERPRISE_MESSAGE } from '../auth/enterprise-domains.ts';
import { type AccessClaims, sessionAccepts } from '../auth/tokens.ts';
import { DomainError, validationError } from '../errors.ts';
import { toAirline, toAirport, toJobType } from '../reference/presenters.ts';
import { toUploadType, type UploadTypeRow } from '../reference/upload-types.ts';
import { STATUS_EXPIRY_VALUES } from './account.ts';
import { withDefaultPreferences } from './preferences.ts';

export const USER_NOT_FOUND = 'User not found.';
const EMAIL_TAKEN = 'An account with this email already exists.';

/** The user row of GET /v3/user/me with its position, home airline and base. */
interface MeRow {
  user: typeof users.$inferSelect;
  position: typeof positions.$inferSelect | null;
  airline: typeof airlines.$inferSelect | null;
  airport: typeof airports.$inferSelect | null;
  /** The home airline's upload types in their order (null without an airline or types). */
  uploadTypes: UploadTypeRow[] | null;
}

/** true/false, 1/0 or "1"/"0"/"true"/"false" → boolean. */
const flag = (message: string) =>
  v.pipe(
    v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])], message),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  );

const optionalText = (pattern: RegExp, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.check((s) => s === '' || pattern.test(s), message),
        v.transform((s) => (s === '' ? null : s)),
      ),
    ),
  );

/**
 * PUT /v2/user: the profile form (any subset of its fields) or a single property. Unknown keys are ignored.
 */
export const updateUserSchema = v.object({
  firstname: v.optional(firstNameSchema),
  lastname: v.optional(lastNameSchema),
  email: v.optional(emailSchema),
  phonenumber_prefix: optionalText(/^\+?\d{1,4}$/, 'Please provide a valid phone number prefix.'),
  phonenumber: optionalText(/^[\d ()-]{4,20}$/, 'Please provide a valid phone number.'),
  homeairline: v.optional(
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, messages.airlineRequired))],
        messages.airlineRequired,
      ),
      v.transform(Number),
      v.integer(messages.airlineRequired),
      v.minValue(1, messages.airlineRequired),
    ),
  ),
  base: v.optional(
    v.pipe(
      v.string(messages.homebaseRequired),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{3}$/, messages.homebaseRequired),
      v.toUpperCase(),
    ),
  ),
  jobtype: v.optional(
    v.pipe(
      v.string(messages.positionRequired),
      v.trim(),
      v.nonEmpty(messages.positionRequired),
      v.toUpperCase(),
    ),
  ),
  profile_public: v.optional(flag('profile_public must be true or false.')),
  emailme: v.optional(flag('emailme must be true or false.')),
  emailme_flightroutes: v.optional(flag('emailme_flightroutes must be true or false.')),
  /** Required when `email` changes the address (checked by the service, not here). */
  current_password: v.optional(v.string(messages.currentPasswordRequired)),
});

export type UpdateUserInput = v.InferOutput<typeof updateUserSchema>;

export const userStatusSchema = v.object({
  status: v.picklist([0, 1], 'The status must be 0 or 1.'),
});

/** Dev endpoint PUT /dev/users/account-type. */
export const accountTypeByEmailSchema = v.object({
  email: emailSchema,
  account_type: v.pipe(
    v.string('account_type is required.'),
    v.trim(),
    v.nonEmpty('account_type is required.'),
  ),
});

/** Dev endpoint PUT /dev/users/status-expiry. */
export const statusExpiryByEmailSchema = v.object({
  email: emailSchema,
  status_expiry: v.nullable(
    v.picklist(STATUS_EXPIRY_VALUES, 'status_expiry must be null, SUB_PREMIUM or LIFETIME.'),
  ),
});

export interface UserStatusView {
  status: 0 | 1;
  updated_at: string;
}

export interface UserServiceDeps {
  db: Db;
  isEnterpriseEmail: (email: string) => boolean;
  /** The current-password check of an e-mail change, under the sign-in limits (AuthService). */
  verifyCurrentPassword: (userId: number, password: string | undefined, ip: string) => Promise<void>;
  /** Runs after an e-mail change is committed (the notice to the old address); its failure does not undo it. */
  onEmailChanged: (oldEmail: string, newEmail: string) => Promise<void>;
}

export class UserService {
  readonly #db: Db;
  readonly #isEnterpriseEmail: (email: string) => boolean;
  readonly #verifyCurrentPassword: UserServiceDeps['verifyCurrentPassword'];
  readonly #onEmailChanged: UserServiceDeps['onEmailChanged'];

  // Prepared once (named statements on PostgreSQL): the bearer check runs on every signed-in request and /v3/user/me
  // on every page load, and building their SQL cost more CPU than running it (issue 18).
  readonly #sessionUser;
  readonly #meRow;

  constructor(deps: UserServiceDeps) {
    this.#db = deps.db;
    this.#isEnterpriseEmail = deps.isEnterpriseEmail;
    this.#verifyCurrentPassword = deps.verifyCurrentPassword;
    this.#onEmailChanged = deps.onEmailChanged;
    const id = sql.placeholder('id');
    this.#sessionUser = this.#db
      .select({ id: users.id, status: users.status, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, id))
      .prepare('session_user');
    this.#meRow = this.#db
      .select({
        user: users,
        position: positions,
        airline: airlines,
        airport: airports,
        // In the same statement: a second round trip for them cost /v3/user/me a third of its rate (issue 18).
        uploadTypes: sql<UploadTypeRow[] | null>`(
          select json_agg(ut order by aut.sort_order, ut.pk) from airline_upload_types aut
          join upload_types ut on ut.pk = aut.upload_type_pk
          where aut.airline_id = ${airlines.id})`,
      })
      .from(users)
      .leftJoin(positions, eq(positions.value, users.jobtype))
      .leftJoin(airlines, eq(airlines.id, users.homeairlineId))
      .leftJoin(airports, eq(airports.iata, users.baseIata))
      .where(eq(users.id, id))
      .prepare('user_me');
  }

  /** What the bearer middleware needs to accept a token. */
  async findSessionUser(id: number): Promise<{ id: number; status: string; tokenVersion: number } | null> {
    const [row] = await this.#sessionUser.execute({ id });
    return row ?? null;
  }

  /** GET /v3/user/me payload. */
  async getMe(id: number): Promise<UserMe> {
    const [row] = await this.#meRow.execute({ id });
    if (!row) throw new DomainError('not_found', USER_NOT_FOUND);
    return this.#me(row);
  }

  /**
   * GET /v3/user/me with its session check in the same query (issue 18): the user row read for the payload also
   * decides whether the token's session stands. Null when it has ended.
   */
  async getMeOfSession(claims: AccessClaims): Promise<UserMe | null> {
    const [row] = await this.#meRow.execute({ id: claims.userId });
    return row && sessionAccepts(row.user, claims) ? this.#me(row) : null;
  }

  #me(row: MeRow): UserMe {
    const u = row.user;
    const uploadTypes = row.airline ? (row.uploadTypes ?? []) : [];
    const statusExpiry = (STATUS_EXPIRY_VALUES as readonly string[]).includes(u.statusExpiry ?? '')
      ? (u.statusExpiry as StatusExpiry)
      : null;
    return {
      user: {
        pk: u.id,
        avatar_url: u.avatarUrl,
        email: u.email,
        firstname: u.firstname,
        lastname: u.lastname,
        phonenumber: u.phonenumber,
        phonenumber_prefix: u.phonenumberPrefix,
        account_type: u.accountType,
        status_expiry: statusExpiry,
        profile_public: u.profilePublic,
        emailme: u.emailme,
        emailme_flightroutes: u.emailmeFlightroutes,
        preferences: withDefaultPreferences(u.preferences),
      },
      jobtype: row.position ? toJobType(row.position) : null,
      homeairline: row.airline ? toAirline(row.airline, uploadTypes.map(toUploadType)) : null,
      base: row.airport ? toAirport(row.airport) : null,
    };
  }

  /**
   * PUT /v2/user. Returns the new /v3/user/me payload. A new e-mail address needs the current password (checked
   * under the sign-in limits for the client address `ip`), and the old address is told after the change.
   */
  async update(id: number, body: UpdateUserInput, ip: string): Promise<UserMe> {
    const set: Partial<typeof users.$inferInsert> = {};
    const errors: Record<string, string> = {};

    if (body.firstname !== undefined) set.firstname = body.firstname;
    if (body.lastname !== undefined) set.lastname = body.lastname;
    if (body.phonenumber_prefix !== undefined) set.phonenumberPrefix = body.phonenumber_prefix;
    if (body.phonenumber !== undefined) set.phonenumber = body.phonenumber;
    if (body.profile_public !== undefined) set.profilePublic = body.profile_public;
    if (body.emailme !== undefined) set.emailme = body.emailme;
    if (body.emailme_flightroutes !== undefined) set.emailmeFlightroutes = body.emailme_flightroutes;

    if (body.jobtype !== undefined) {
      const [found] = await this.#db
        .select({ value: positions.value })
        .from(positions)
        .where(eq(positions.value, body.jobtype));
      if (found) set.jobtype = found.value;
      else errors.jobtype = messages.positionRequired;
    }
    if (body.homeairline !== undefined) {
      const [found] = await this.#db
        .select({ id: airlines.id })
        .from(airlines)
        .where(eq(airlines.id, body.homeairline));
      if (found) set.homeairlineId = found.id;
      else errors.homeairline = messages.airlineRequired;
    }
    if (body.base !== undefined) {
      const [found] = await this.#db
        .select({ iata: airports.iata })
        .from(airports)
        .where(eq(airports.iata, body.base));
      if (found) set.baseIata = found.iata;
      else errors.base = messages.homebaseRequired;
    }
    let oldEmail: string | undefined;
    if (body.email !== undefined) {
      const [current] = await this.#db.select({ email: users.email }).from(users).where(eq(users.id, id));
      if (!current) throw new DomainError('not_found', USER_NOT_FOUND);
      if (current.email !== body.email) oldEmail = current.email;
      if (oldEmail !== undefined && !body.current_password)
        errors.current_password = messages.currentPasswordRequired;
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    // Only a valid request costs a sign-in attempt; the address is not looked at (taken, enterprise) before.
    if (oldEmail !== undefined) await this.#verifyCurrentPassword(id, body.current_password, ip);

    if (body.email !== undefined) {
      if (this.#isEnterpriseEmail(body.email)) throw new DomainError('forbidden', ENTERPRISE_MESSAGE);
      const [taken] = await this.#db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, body.email.toLowerCase()), ne(users.id, id)));
      if (taken) throw new DomainError('conflict', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
      set.email = body.email;
    }

    if (Object.keys(set).length === 0) {
      throw new DomainError('validation', 'Nothing to update.', { errors: {} });
    }
    try {
      const updated = await this.#db
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (updated.length === 0) throw new DomainError('not_found', USER_NOT_FOUND);
    } catch (err) {
      if (
        (err as { code?: string }).code === '23505' ||
        (err as { cause?: { code?: string } }).cause?.code === '23505'
      ) {
        throw new DomainError('conflict', EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
      }
      throw err;
    }
    if (oldEmail !== undefined && set.email !== undefined) await this.#onEmailChanged(oldEmail, set.email);
    return this.getMe(id);
  }

  /** PUT /v2/user/status: presence fallback, UserStatus/{pk}. */
  async setStatus(id: number, { status }: v.InferOutput<typeof userStatusSchema>): Promise<UserStatusView> {
    const now = new Date();
    await this.#db
      .insert(userStatus)
      .values({ userId: id, status, updatedAt: now })
      .onConflictDoUpdate({ target: userStatus.userId, set: { status, updatedAt: now } });
    return { status, updated_at: now.toISOString() };
  }

  /** GET /v2/user/status: offline (0) until set. */
  async getStatus(id: number): Promise<UserStatusView | { status: 0; updated_at: null }> {
    const [row] = await this.#db.select().from(userStatus).where(eq(userStatus.userId, id));
    if (!row) return { status: 0, updated_at: null };
    return { status: row.status === 1 ? 1 : 0, updated_at: row.updatedAt.toISOString() };
  }

  // ---- dev-only helpers (browser tests) ----

  async setAccountTypeByEmail(
    body: v.InferOutput<typeof accountTypeByEmailSchema>,
  ): Promise<{ email: string; account_type: string }> {
    await this.#updateByEmail(body.email, { accountType: body.account_type });
    return body;
  }

  async setStatusExpiryByEmail(
    body: v.InferOutput<typeof statusExpiryByEmailSchema>,
  ): Promise<{ email: string; status_expiry: StatusExpiry }> {
    await this.#updateByEmail(body.email, { statusExpiry: body.status_expiry });
    return body;
  }

  async #updateByEmail(email: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
    const updated = await this.#db
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .returning({ id: users.id });
    if (updated.length === 0) throw new DomainError('not_found', USER_NOT_FOUND);
  }
}
