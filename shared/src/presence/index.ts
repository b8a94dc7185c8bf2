import { getConfig, type RuntimeConfig } from '@crewroster/shared/config';
import { createApiPresenceStore } from './api-presence';
import { createFirebasePresenceStore } from './firebase-presence';
import type { PresenceStore } from './port';

export { createApiPresenceStore } from './api-presence';
export { createFirebasePresenceStore } from './firebase-presence';
export type { PresenceStore } from './port';

const stores = new WeakMap<RuntimeConfig, PresenceStore>();

/** Firebase Realtime Database when the runtime config has `firebase`, else the reference API's call. */
export function getPresenceStore(): PresenceStore {
  const config = getConfig();
  let store = stores.get(config);
  if (!store) {
    store = config.firebase ? createFirebasePresenceStore(config.firebase) : createApiPresenceStore();
    stores.set(config, store);
  }
  return store;
}
