/** Thirdparty calls of the auth service (spec §7), guest calls: the consent page signs in with the form itself. */
import { guestClient } from '@crewroster/shared/api';
import type { Reply, SignInForm } from '@crewroster/shared/schemas';

/** GET v1/thirdparty/scopes; with redirect_uri the API also checks it is registered for this consumer. */
export async function fetchConsumer(consumerKey: string, redirectUri: string | null) {
  const searchParams: Record<string, string> = { consumer_key: consumerKey };
  if (redirectUri !== null) searchParams.redirect_uri = redirectUri;
  const body = await guestClient('auth', 'main')
    .get('v1/thirdparty/scopes', { searchParams, retry: 0 })
    .json<Reply<'auth', 'GET v1/thirdparty/scopes'>>();
  return body.data;
}

export interface AuthorizeRequest {
  consumer_key: string;
  redirect_uri: string;
  code_challenge: string;
  state?: string;
  scope?: string;
}

/** POST v1/thirdparty/login → the redirect URL (with code and state) in `message`. */
export async function authorize(credentials: SignInForm, request: AuthorizeRequest): Promise<string> {
  const body = await guestClient('auth', 'main')
    .post('v1/thirdparty/login', { json: { ...credentials, ...request } })
    .json<Reply<'auth', 'POST v1/thirdparty/login'>>();
  if (body.status !== 'OK') throw new Error(body.message);
  return body.message;
}
