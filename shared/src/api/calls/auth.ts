/** Auth service calls (spec §7). Each returns the unwrapped `data`. */
import { getConfig, type Product } from '@crewroster/shared/config';
import type { Reply, SignUpPayload, TokenSet } from '../../schemas';
import { authorisedClient, guestClient } from '../client';

export interface Credentials {
  email: string;
  password: string;
}

/** POST v1/register → data.tokens. The payload already carries channel and consumer_key (signUpSchema). */
export async function register(payload: SignUpPayload, product: Product = 'main'): Promise<TokenSet> {
  const body = await guestClient('auth', product)
    .post('v1/register', { json: payload })
    .json<Reply<'auth', 'POST v1/register'>>();
  return body.data.tokens;
}

/** POST v1/auth with the product's consumer key (one endpoint, a different key per product). */
export async function signIn(product: Product, credentials: Credentials): Promise<TokenSet> {
  const body = await guestClient('auth', product)
    .post('v1/auth', {
      json: {
        email: credentials.email,
        password: credentials.password,
        consumer_key: getConfig().consumerKeys[product],
      },
    })
    .json<Reply<'auth', 'POST v1/auth'>>();
  return body.data;
}

/** POST v1/auth/refresh. A guest call: the access token it replaces may already be expired. */
export async function refresh(product: Product, refreshToken: string): Promise<TokenSet> {
  const body = await guestClient('auth', product)
    .post('v1/auth/refresh', { json: { refresh_token: refreshToken } })
    .json<Reply<'auth', 'POST v1/auth/refresh'>>();
  return body.data;
}

/** POST v1/auth/forcelogout: signs the user out on all devices (may take up to an hour, spec §9). */
export async function forceLogout(product: Product = 'main'): Promise<void> {
  await authorisedClient('auth', product).post('v1/auth/forcelogout');
}
