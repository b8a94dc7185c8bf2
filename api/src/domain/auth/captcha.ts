/**
 * Captcha of the password-reset request. ALTCHA by default (proof of work, self-hosted, works offline):
 * the API hands out signed challenges and verifies the solved payload, once. With RECAPTCHA_SECRET set, the
 * token is checked with Google reCAPTCHA instead. Either way the token travels as `g-recaptcha-response`.
 */
import { createHash } from 'node:crypto';
import { messages } from '@crewroster/shared/schemas';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { CaptchaConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { usedTokens } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';

const CHALLENGE_TTL_SECONDS = 10 * 60;
/** Work the browser does: ~50k SHA-256 on average, well under a second on a phone. */
const MAX_NUMBER = 100_000;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export const CAPTCHA_FAILED = "Please verify you're not a robot.";

export class CaptchaVerifier {
  readonly #config: CaptchaConfig;
  readonly #db: Db;
  readonly #fetch: typeof fetch;

  constructor(config: CaptchaConfig, db: Db, fetchImpl: typeof fetch = fetch) {
    this.#config = config;
    this.#db = db;
    this.#fetch = fetchImpl;
  }

  get kind(): 'altcha' | 'recaptcha' {
    return this.#config.recaptchaSecret ? 'recaptcha' : 'altcha';
  }

  /** A fresh ALTCHA challenge for the widget. */
  challenge(): Promise<Challenge> {
    return createChallenge({
      hmacKey: this.#config.altchaHmacKey,
      maxnumber: MAX_NUMBER,
      expires: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
  }

  /** Throws a 422 with the spec's message unless `token` is a valid, unused solution. */
  async verify(token: string | undefined, remoteIp?: string): Promise<void> {
    const value = token?.trim();
    if (!value) throw refused();
    const ok =
      this.kind === 'recaptcha'
        ? await this.#verifyRecaptcha(value, remoteIp)
        : await this.#verifyAltcha(value);
    if (!ok) throw refused();
  }

  async #verifyAltcha(payload: string): Promise<boolean> {
    let valid = false;
    try {
      valid = await verifySolution(payload, this.#config.altchaHmacKey, true);
    } catch {
      return false;
    }
    if (!valid) return false;
    // A solution is good once: remember it until its challenge expires (all instances share the table).
    const expires = Number(extractParams(payload).expires);
    const inserted = await this.#db
      .insert(usedTokens)
      .values({
        id: `altcha:${challengeOf(payload)}`,
        kind: 'captcha',
        expiresAt: new Date(
          Number.isFinite(expires) ? expires * 1000 : Date.now() + CHALLENGE_TTL_SECONDS * 1000,
        ),
      })
      .onConflictDoNothing()
      .returning({ id: usedTokens.id });
    return inserted.length === 1;
  }

  async #verifyRecaptcha(response: string, remoteIp?: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.#config.recaptchaSecret ?? '', response });
    if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
    try {
      const res = await this.#fetch(RECAPTCHA_VERIFY_URL, { method: 'POST', body });
      const result = (await res.json()) as { success?: boolean };
      return result.success === true;
    } catch {
      return false;
    }
  }
}

/** The challenge hash a payload solves: the same challenge re-encoded is still the same solution. */
function challengeOf(payload: string): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { challenge?: unknown };
  return typeof decoded.challenge === 'string'
    ? decoded.challenge
    : createHash('sha256').update(payload).digest('hex');
}

function refused(): DomainError {
  return new DomainError('validation', CAPTCHA_FAILED, {
    errors: { 'g-recaptcha-response': messages.captchaRequired },
  });
}
