/**
 * The account pages' logic (issue 3): password reset by e-mail, e-mail verification, campaign unsubscribe
 * and ambassador opt-out, avatar, account cancel (purged 30 days later) and the data-export mail.
 */
import {
  type AVATAR_TYPES,
  avatarFileSchema,
  emailSchema,
  messages,
  type passwordResetSchema,
} from '@crewroster/shared/schemas';
import { and, eq, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, Tx } from '../../db/client.ts';
import { accountState, avatars, usedTokens, users } from '../../db/schema.ts';
import type { CaptchaVerifier } from '../auth/captcha.ts';
import { isEnterpriseEmail } from '../auth/enterprise-domains.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Product } from '../auth/products.ts';
import type { TokenService } from '../auth/tokens.ts';
import { DomainError } from '../errors.ts';
import type { MailTransport } from '../mail/retrying-mailer.ts';
import { type RateLimit, takeAll } from '../rate-limit.ts';
import { ACCOUNT_PURGE_DAYS } from '../user/account.ts';
import type { UserService } from '../user/user-service.ts';
import { parseInput } from '../validation.ts';
import {
  emailChangedMail,
  logbookWelcomeMail,
  passwordChangedMail,
  profileDataMail,
  resetPasswordMail,
  welcomeMail,
} from './mails.ts';
import { profileDataArchive } from './profile-data.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const VERIFY_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const CAMPAIGN_TOKEN_TTL_SECONDS = 90 * 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export const LINK_EXPIRED = 'This link has expired or has already been used.';
export const RESET_LIMITED = 'Too many password reset requests.';
export const RESET_REQUESTED =
  'If an account exists for this e-mail address, we have sent it a link to reset the password.';
export const PASSWORD_CHANGED = 'Password has been changed successfully!';
export const EMAIL_MISMATCH = 'This link was sent to another e-mail address.';
export const PROFILE_DATA_REQUESTED =
  'Your data export has been requested. You will receive an e-mail within 24 hours.';
export const PROFILE_DATA_LIMITED = 'Too many data export requests.';
export const AVATAR_REQUIRED = 'Please choose an image.';
export const CANCEL_OTHER = 'You can only delete your own account.';
export const ACCOUNT_CANCELLED = 'Your account has been deleted. Sign in within 30 days to reactivate it.';

/** The refusal for enterprise addresses (spec §5), verbatim. */
export const enterpriseResetMessage = (email: string) =>
  `It is not possible to reset the password for ${email}, since we have an enterprise agreement with your airline`;

/** POST /auth/v1/password/reset/check: the address the link was opened for, when the page knows it. */
export const resetLinkCheckSchema = v.object({ email: v.optional(v.string('email must be text.')) });

/** PUT /main/v4/user/ambassador. */
export const ambassadorSchema = v.object({ ambassador: v.boolean('ambassador must be true or false.') });

export type PasswordResetInput = v.InferOutput<typeof passwordResetSchema>;

export interface AccountServiceDeps {
  db: Db;
  tokens: TokenService;
  users: UserService;
  mailer: MailTransport;
  captcha: CaptchaVerifier;
  appUrl: string;
  enterpriseDomains: readonly string[] | undefined;
  /**
   * Reset requests per e-mail address and per client address, shared by both products; reset-link checks per
   * client address.
   */
  resetLimits: { perEmail: RateLimit; perIp: RateLimit; checksPerIp: RateLimit };
  /** Data exports per user (each reads every record of the account and mails it). */
  profileDataLimit: RateLimit;
  /** The current-password check of signed-in changes, under the sign-in limits (AuthService). */
  verifyCurrentPassword: (userId: number, password: string | undefined, ip: string) => Promise<void>;
}

export class AccountService {
  readonly #d: AccountServiceDeps;

  constructor(deps: AccountServiceDeps) {
    this.#d = deps;
  }

  // ---- password reset ----

  /**
   * GET /main/v2/auth/resetpassword (headers email, g-recaptcha-response) and POST /logbook/v2/auth/resetpassword
   * (body): the mailed link opens that product's change-password page with a token of that product. Requests with
   * a solved captcha count against the e-mail address and the client address (both products together).
   */
  async requestPasswordReset(
    input: { email?: string; captcha?: string; ip: string },
    product: Product = 'main',
  ): Promise<string> {
    const { email } = parseInput(v.object({ email: emailSchema }), { email: input.email });
    if (isEnterpriseEmail(email, this.#d.enterpriseDomains))
      throw new DomainError('forbidden', enterpriseResetMessage(email));
    await this.#d.captcha.verify(input.captcha, input.ip);
    const { perEmail, perIp } = this.#d.resetLimits;
    await takeAll(
      [
        [perEmail, email.toLowerCase()],
        [perIp, input.ip],
      ],
      RESET_LIMITED,
    );
    const [user] = await this.#d.db
      .select({ id: users.id, email: users.email, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.status, 'active')));
    // The same answer whether or not the address has an account: nobody learns who is a member.
    if (user) {
      const token = await this.#d.tokens.signTempToken(
        user,
        product,
        'reset-password',
        RESET_TOKEN_TTL_SECONDS,
      );
      await this.#d.mailer.send(
        resetPasswordMail(this.#d.appUrl, product, user.email, token, RESET_TOKEN_TTL_SECONDS / 60),
      );
    }
    return RESET_REQUESTED;
  }

  /**
   * POST /auth/v1/password/reset/check (the link's temp token as bearer, body `{ email }`): whether the reset link
   * would still change the password — a reset token, not spent, the account active and its sessions not ended
   * since, sent to this address — without spending it, so the page can refuse a bad link before anything is typed.
   * Every refusal is the same 401, so a check tells nobody more than the link itself; checks count per client
   * address like reset requests.
   */
  async checkResetLink(
    token: string | undefined,
    { email }: v.InferOutput<typeof resetLinkCheckSchema>,
    ip: string,
  ): Promise<void> {
    await takeAll([[this.#d.resetLimits.checksPerIp, ip]], RESET_LIMITED);
    const claims = token ? await this.#d.tokens.verifyAccessToken(token) : null;
    if (claims?.scope !== 'reset-password') throw new DomainError('unauthenticated', LINK_EXPIRED);
    const [user] = await this.#d.db
      .select({ email: users.email, status: users.status, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    const [spent] = await this.#d.db
      .select({ id: usedTokens.id })
      .from(usedTokens)
      .where(eq(usedTokens.id, `jti:${claims.jti}`));
    const sameAddress = !email?.trim() || user?.email.toLowerCase() === email.trim().toLowerCase();
    if (user?.status !== 'active' || user.tokenVersion !== claims.version || spent || !sameAddress)
      throw new DomainError('unauthenticated', LINK_EXPIRED);
  }

  /**
   * POST /auth/v1/password/reset (authorised: a session or the reset link's temp token). With a session the
   * current password is required too (checked under the sign-in limits, `ip` is the client address), and the
   * account's address is told afterwards. Every session of the user ends (refresh tokens revoked, token version
   * bumped), so the link cannot be used again either.
   */
  async resetPassword(
    user: { id: number; product: Product; temp?: { jti: string; expiresAt: number } },
    body: PasswordResetInput,
    ip: string,
  ): Promise<string> {
    const [row] = await this.#d.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    if (!row) throw new DomainError('unauthenticated', LINK_EXPIRED);
    if (row.email.toLowerCase() !== body.email.toLowerCase())
      throw new DomainError('forbidden', EMAIL_MISMATCH, { errors: { email: EMAIL_MISMATCH } });
    // The reset link proves access to the mailbox; a session alone does not prove who is at the keyboard.
    if (!user.temp) await this.#d.verifyCurrentPassword(user.id, body.current_password, ip);
    const passwordHash = await hashPassword(body.new_password);
    await this.#d.db.transaction(async (tx) => {
      if (user.temp) await spendToken(tx, user.temp.jti, 'reset-password', user.temp.expiresAt);
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await this.#d.tokens.revokeAllForUser(tx, user.id);
    });
    if (!user.temp) await this.#d.mailer.send(passwordChangedMail(this.#d.appUrl, user.product, row.email));
    return PASSWORD_CHANGED;
  }

  /** After PUT /main/v2/user changed the address: the old address is told, the new one shown only partly. */
  async sendEmailChanged(oldEmail: string, newEmail: string): Promise<void> {
    await this.#d.mailer.send(emailChangedMail(this.#d.appUrl, oldEmail, newEmail));
  }

  // ---- e-mail verification and campaign mails ----

  /** Sent after sign-up: verification link, ambassador opt-out and unsubscribe links. */
  async sendWelcome(user: { id: number; email: string; tokenVersion: number }): Promise<void> {
    const { tokens } = this.#d;
    const verify = await tokens.signTempToken(user, 'main', 'verify-email', VERIFY_TOKEN_TTL_SECONDS);
    const campaign = await tokens.signTempToken(user, 'main', 'campaign', CAMPAIGN_TOKEN_TTL_SECONDS);
    await this.#d.mailer.send(welcomeMail(this.#d.appUrl, user.email, { verify, campaign }));
  }

  /**
   * Sent when an account first uses the logbook: logbook e-mails are opt-in, so the verification link (which sets
   * email_me to 1) asks for consent, and an unsubscribe link is included.
   */
  async sendLogbookWelcome(userId: number): Promise<void> {
    const [user] = await this.#d.db
      .select({ id: users.id, email: users.email, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    const { tokens } = this.#d;
    const verify = await tokens.signTempToken(user, 'logbook', 'verify-email', VERIFY_TOKEN_TTL_SECONDS);
    const campaign = await tokens.signTempToken(user, 'logbook', 'campaign', CAMPAIGN_TOKEN_TTL_SECONDS);
    await this.#d.mailer.send(logbookWelcomeMail(this.#d.appUrl, user.email, { verify, campaign }));
  }

  /** GET /auth/v1/email/verification/verify?email&token: the link works once. */
  async verifyEmail(email: string | undefined, token: string | undefined): Promise<void> {
    const claims = token ? await this.#d.tokens.verifyAccessToken(token) : null;
    if (claims?.scope !== 'verify-email') throw new DomainError('unauthenticated', LINK_EXPIRED);
    const [user] = await this.#d.db
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (user?.status !== 'active') throw new DomainError('unauthenticated', LINK_EXPIRED);
    if (user.email.toLowerCase() !== (email ?? '').trim().toLowerCase())
      throw new DomainError('forbidden', EMAIL_MISMATCH);
    await this.#d.db.transaction(async (tx) => {
      await spendToken(tx, claims.jti, 'verify-email', claims.expiresAt);
      const now = new Date();
      await tx
        .insert(accountState)
        .values({ userId: claims.userId, emailVerifiedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: accountState.userId, set: { emailVerifiedAt: now, updatedAt: now } });
    });
  }

  /** PUT /main/v3/user/email/unsubscribe: no more marketing or flight-route e-mails. */
  async unsubscribe(userId: number): Promise<void> {
    await this.#d.db
      .update(users)
      .set({ emailme: false, emailmeFlightroutes: false, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  /** PUT /main/v4/user/ambassador { ambassador }. */
  async setAmbassador(
    userId: number,
    { ambassador }: v.InferOutput<typeof ambassadorSchema>,
  ): Promise<{ ambassador: boolean }> {
    const now = new Date();
    await this.#d.db
      .insert(accountState)
      .values({ userId, ambassador, updatedAt: now })
      .onConflictDoUpdate({ target: accountState.userId, set: { ambassador, updatedAt: now } });
    return { ambassador };
  }

  async accountState(userId: number): Promise<{ emailVerified: boolean; ambassador: boolean }> {
    const [row] = await this.#d.db.select().from(accountState).where(eq(accountState.userId, userId));
    return { emailVerified: Boolean(row?.emailVerifiedAt), ambassador: row?.ambassador ?? true };
  }

  // ---- avatar ----

  /** POST /main/v2/user/avatar (multipart `avatar`). `baseUrl` is where this API is reached. */
  async uploadAvatar(userId: number, file: unknown, baseUrl: string): Promise<string> {
    if (!(file instanceof File)) {
      throw new DomainError('validation', AVATAR_REQUIRED, { errors: { avatar: AVATAR_REQUIRED } });
    }
    const parsed = v.safeParse(avatarFileSchema, file);
    if (!parsed.success) {
      const message = parsed.issues[0].message;
      throw new DomainError('validation', message, { errors: { avatar: message } });
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    // The declared type is the browser's guess from the file name: the bytes must really be that image.
    if (!contentType || contentType !== file.type) {
      throw new DomainError('validation', messages.avatarType, { errors: { avatar: messages.avatarType } });
    }
    const url = await this.#d.db.transaction(async (tx) => {
      await tx.delete(avatars).where(eq(avatars.userId, userId));
      const [row] = await tx
        .insert(avatars)
        .values({ userId, contentType, bytes })
        .returning({ id: avatars.id });
      if (!row) throw new Error('insert returned no row');
      const avatarUrl = `${baseUrl}/main/v2/avatar/${row.id}`;
      await tx.update(users).set({ avatarUrl, updatedAt: new Date() }).where(eq(users.id, userId));
      return avatarUrl;
    });
    return url;
  }

  async getAvatar(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await this.#d.db
      .select({ contentType: avatars.contentType, bytes: avatars.bytes })
      .from(avatars)
      .where(eq(avatars.id, id));
    return row ?? null;
  }

  // ---- cancel, purge, data export ----

  /** PUT /main/v2/user/cancel/{pk}: inactive now, every session ends; signing in within 30 days reactivates. */
  async cancel(userId: number, pk: string): Promise<string> {
    if (!/^\d+$/.test(pk) || Number(pk) !== userId) throw new DomainError('forbidden', CANCEL_OTHER);
    await this.#d.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          status: 'inactive',
          deletedAt: new Date(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await this.#d.tokens.revokeAllForUser(tx, userId);
    });
    return ACCOUNT_CANCELLED;
  }

  /**
   * GET /main/v2/user/profiledata: mails everything kept about the user as a zip (profile-data.ts) at once (the
   * spec allows up to 24 hours). Counted per user: each export reads the whole account.
   */
  async requestProfileData(userId: number): Promise<string> {
    await takeAll([[this.#d.profileDataLimit, String(userId)]], PROFILE_DATA_LIMITED);
    const me = await this.#d.users.getMe(userId);
    const archive = await profileDataArchive(this.#d.db, userId, me, {
      account_state: await this.accountState(userId),
    });
    await this.#d.mailer.send(profileDataMail(me.user.email, archive));
    return PROFILE_DATA_REQUESTED;
  }
}

/**
 * Deletes accounts cancelled more than 30 days before `now`, with all their data (foreign keys cascade),
 * and forgets spent one-time tokens that have expired. Returns how many accounts were deleted.
 */
export async function purgeDeletedAccounts(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCOUNT_PURGE_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(users)
      .where(and(eq(users.status, 'inactive'), lte(users.deletedAt, cutoff)))
      .returning({ id: users.id });
    await tx.delete(usedTokens).where(lte(usedTokens.expiresAt, now));
    return deleted.length;
  });
}

/** Marks a one-time temp token spent; a second use is refused. */
async function spendToken(tx: Tx, jti: string, kind: string, expiresAtSeconds: number): Promise<void> {
  const inserted = await tx
    .insert(usedTokens)
    .values({ id: `jti:${jti}`, kind, expiresAt: new Date(expiresAtSeconds * 1000) })
    .onConflictDoNothing()
    .returning({ id: usedTokens.id });
  if (inserted.length === 0) throw new DomainError('unauthenticated', LINK_EXPIRED);
}

/** jpeg or png by their magic bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): (typeof AVATAR_TYPES)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}
