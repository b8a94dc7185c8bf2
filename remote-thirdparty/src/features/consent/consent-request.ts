/**
 * Reads the consent page's query: our names (consumer_key, ...) or the standard OAuth ones (client_id,
 * response_type=code, code_challenge_method=S256, scope). Also where the result goes: the redirect URI, or the
 * embedding partner window (`display=iframe|popup`, set by the embed) by postMessage to the redirect URI's origin.
 */
export const CONSENT_MESSAGE = 'crewroster:consent';

export interface ConsentRequest {
  consumerKey: string | null;
  redirectUri: string | null;
  codeChallenge: string;
  state: string | null;
  scope: string | undefined;
  display: 'page' | 'iframe' | 'popup';
  /** A standard parameter with a value we do not support. */
  unsupported: boolean;
}

export function readConsentRequest(params: URLSearchParams): ConsentRequest {
  const responseType = params.get('response_type');
  const method = params.get('code_challenge_method');
  const display = params.get('display');
  return {
    consumerKey: params.get('consumer_key') ?? params.get('client_id'),
    redirectUri: params.get('redirect_uri'),
    codeChallenge: params.get('code_challenge') ?? '',
    state: params.get('state'),
    scope: params.get('scope') ?? undefined,
    display: display === 'iframe' || display === 'popup' ? display : 'page',
    unsupported: (responseType !== null && responseType !== 'code') || (method !== null && method !== 'S256'),
  };
}

/** redirect_uri with status=FAIL and state appended (spec §4). */
export function denyUrl(redirectUri: string, state: string | null): string {
  const url = new URL(redirectUri);
  url.searchParams.set('status', 'FAIL');
  if (state !== null) url.searchParams.set('state', state);
  return url.toString();
}

/** The window that embedded us, if this page runs inside the partner's iframe or popup. */
function partnerWindow(display: ConsentRequest['display']): Window | null {
  if (display === 'iframe' && window.parent !== window) return window.parent;
  if (display === 'popup' && window.opener) return window.opener as Window;
  return null;
}

/**
 * Hands the result to the embedding partner. The target origin is the registered redirect URI's origin (the API
 * checked it), never '*': if anyone else framed or opened us, the browser drops the message.
 * Returns false when not embedded (the caller navigates instead).
 */
export function postToPartner(
  request: ConsentRequest,
  message: { status: 'READY' | 'OK' | 'FAIL'; url?: string },
): boolean {
  const target = partnerWindow(request.display);
  if (!target || !request.redirectUri) return false;
  target.postMessage({ type: CONSENT_MESSAGE, ...message }, new URL(request.redirectUri).origin);
  return true;
}
