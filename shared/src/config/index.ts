/**
 * Runtime configuration. The shell serves it as `/config.json`; nothing environment-specific is baked into a
 * bundle. Every package reads it through `getConfig()` after the shell (or a standalone remote) has loaded it.
 */
import type { APPS } from '../federation/apps.mjs';

export type Product = 'main' | 'logbook';

/** A remote's federation name, from the app registry (shared/src/federation/apps.mjs). */
export type RemoteName = Exclude<(typeof APPS)[number]['name'], 'shell'>;
export type ServiceFamily = 'auth' | 'payment' | 'main' | 'logbook';

export interface RuntimeConfig {
  /** Remote name → URL of its `mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
  /** Base URL of each service family, per product (the API mounts each family under its own prefix). */
  services: Record<ServiceFamily, Record<Product, string>>;
  consumerKeys: Record<Product, string>;
  links: {
    appStore: string;
    playStore: string;
    subscriptionFaq: string;
    manageSubscription: string;
    contact: string;
  };
  firebase?: { apiKey: string; authDomain?: string; databaseURL: string; projectId: string; appId?: string };
  maps?: { styleUrl: string; key?: string };
  captcha?: { recaptchaSiteKey?: string };
}

let current: RuntimeConfig | undefined;

export function setConfig(config: RuntimeConfig): void {
  current = config;
}

export function getConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet.');
  return current;
}

export function hasConfig(): boolean {
  return current !== undefined;
}

/** Fetches `/config.json` (never cached: a remote is deployed by editing it) and keeps it for `getConfig()`. */
export async function loadConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  setConfig(config);
  return config;
}
