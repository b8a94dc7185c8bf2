/**
 * ky clients per service family and product, built from the runtime config (ARCHITECTURE "Session and calls").
 * Authorised clients refresh the access token before sending and send 401s to /unauthorized; guest clients
 * do neither and carry no bearer token.
 */

import { getConfig, type Product, type RuntimeConfig, type ServiceFamily } from '@crewroster/shared/config';
import ky, { type KyInstance } from 'ky';
import { currentPath, navigateTo, returnPathParam } from '../session/navigation';
import { readTokens } from '../session/tokens';

type Kind = 'authorised' | 'guest';

// Keyed by the config object first, so a reloaded /config.json (new base URLs) yields fresh instances.
const cache = new WeakMap<RuntimeConfig, Map<string, KyInstance>>();

const UNAUTHORIZED_PATH = '/unauthorized';

/** The bearer token to send for a product. The session registers one that refreshes first (session/refresh.ts). */
export type AccessTokenProvider = (product: Product) => Promise<string | undefined>;

let accessToken: AccessTokenProvider = async (product) => readTokens(product)?.access_token;

export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessToken = provider;
}

function baseOptions(prefix: string) {
  return {
    prefix,
    headers: { accept: 'application/json' },
    // POST and PATCH are not idempotent: never replay them (a retried register or upload could run twice).
    retry: { limit: 2, methods: ['get', 'put', 'head', 'delete', 'options'] },
  };
}

function create(kind: Kind, family: ServiceFamily, product: Product, config: RuntimeConfig): KyInstance {
  const prefix = config.services[family]?.[product];
  if (!prefix) throw new Error(`No base URL configured for services.${family}.${product}.`);
  if (kind === 'guest') return ky.create(baseOptions(prefix));
  return ky.create({
    ...baseOptions(prefix),
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const access = await accessToken(product);
          if (access) request.headers.set('Authorization', `Bearer ${access}`);
        },
      ],
      afterResponse: [
        ({ response }) => {
          if (response.status !== 401) return;
          if (window.location.pathname === UNAUTHORIZED_PATH) return;
          navigateTo(`${UNAUTHORIZED_PATH}?${returnPathParam}=${encodeURIComponent(currentPath())}`);
        },
      ],
    },
  });
}

function client(kind: Kind, family: ServiceFamily, product: Product): KyInstance {
  const config = getConfig();
  let perConfig = cache.get(config);
  if (!perConfig) {
    perConfig = new Map();
    cache.set(config, perConfig);
  }
  const key = `${kind}:${family}:${product}`;
  let instance = perConfig.get(key);
  if (!instance) {
    instance = create(kind, family, product, config);
    perConfig.set(key, instance);
  }
  return instance;
}

/** Calls that carry the product's bearer token (refreshed first when it is about to expire). */
export function authorisedClient(family: ServiceFamily, product: Product): KyInstance {
  return client('authorised', family, product);
}

/** Calls without a bearer token (sign-in, register, refresh, public lookups). */
export function guestClient(family: ServiceFamily, product: Product): KyInstance {
  return client('guest', family, product);
}
