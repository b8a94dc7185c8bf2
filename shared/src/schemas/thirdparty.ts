/**
 * Third-party consent (spec §2 "/thirdparty/login", §3 "Third-party data", §7 thirdparty calls): the data scopes a
 * partner may ask for, the consent payload and the answers, shared by the consent page and the reference API.
 */
import * as v from 'valibot';

/** Data scopes a partner can be granted; the API's partner data endpoint returns only what they allow. */
export const THIRDPARTY_SCOPES = {
  profile: 'Your name and profile picture',
  email: 'Your e-mail address',
  crew: 'Your position, airline and homebase',
  events: 'Your roster events (duties and flights)',
} as const;
export type ThirdPartyScope = keyof typeof THIRDPARTY_SCOPES;
export const THIRDPARTY_SCOPE_IDS = Object.keys(THIRDPARTY_SCOPES) as ThirdPartyScope[];

export function isThirdPartyScope(value: unknown): value is ThirdPartyScope {
  return typeof value === 'string' && Object.hasOwn(THIRDPARTY_SCOPES, value);
}

/** Logo shown for a consumer: the main product's or the logbook's. */
export type ThirdPartyLogo = 'main' | 'logbook';

/** GET /v1/thirdparty/scopes answer (`data`). `scopes` are the texts; `scope_ids` their ids (for translation). */
export interface ThirdPartyConsumerInfo {
  consumer: string;
  logo: ThirdPartyLogo;
  scopes: string[];
  scope_ids: ThirdPartyScope[];
  /** The crew-access consumer offers a link for people without an account. */
  signup_link: boolean;
}

/** GET /v1/thirdparty/user/scopes item. */
export interface ThirdPartyGrant {
  consumer_id: number;
  consumer: string;
  logo: ThirdPartyLogo;
  scopes: string[];
  scope_ids: ThirdPartyScope[];
  granted_at: string;
}

/** RFC 7636 §4.2: BASE64URL(SHA256(verifier)) is always 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export const thirdPartyMessages = {
  consumerKey: 'The consumer key is required.',
  redirectUri: 'The redirect URI is required.',
  codeChallenge: 'A PKCE code challenge (S256) is required.',
  codeChallengeMethod: 'Only the S256 code challenge method is supported.',
  state: 'The state may not exceed 512 characters.',
} as const;

/**
 * POST /v1/thirdparty/login fields besides the credentials (the consent form is `signInFormSchema`; the API joins
 * both; kept apart so this module does not import the index that re-exports it).
 */
export const thirdPartyLoginFields = {
  consumer_key: v.pipe(v.string(thirdPartyMessages.consumerKey), v.nonEmpty(thirdPartyMessages.consumerKey)),
  redirect_uri: v.pipe(v.string(thirdPartyMessages.redirectUri), v.nonEmpty(thirdPartyMessages.redirectUri)),
  code_challenge: v.pipe(
    v.string(thirdPartyMessages.codeChallenge),
    v.regex(S256_CHALLENGE, thirdPartyMessages.codeChallenge),
  ),
  code_challenge_method: v.optional(v.literal('S256', thirdPartyMessages.codeChallengeMethod)),
  state: v.optional(v.pipe(v.string(), v.maxLength(512, thirdPartyMessages.state))),
  /** Space-separated subset of the consumer's scopes (OAuth `scope`); absent = all of them. */
  scope: v.optional(v.string()),
};
