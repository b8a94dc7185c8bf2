import type { RuntimeConfig } from '@crewroster/shared/config';
import { readTokens } from '../session/tokens';
import type { PresenceStore } from './port';

type FirebaseConfig = NonNullable<RuntimeConfig['firebase']>;

const APP_NAME = 'crewroster-presence';

// Loaded with import() on first use only: the SDK is large and must stay out of first paint (ARCHITECTURE).
async function loadSdk() {
  const [app, auth, database] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/database'),
  ]);
  return { app, auth, database };
}

/**
 * Presence in the Firebase Realtime Database, signed in with the product's access token as a custom token
 * (spec §4). A fresh sign-in for each "online" write so the realtime session belongs to the current user;
 * the offline write reuses the existing realtime session (the access token may have expired by then) and
 * ends it afterwards.
 */
export function createFirebasePresenceStore(config: FirebaseConfig): PresenceStore {
  let sdk: ReturnType<typeof loadSdk> | undefined;
  return {
    async setStatus(pk, status) {
      sdk ??= loadSdk();
      const { app, auth, database } = await sdk;
      const firebaseApp =
        app.getApps().find((a) => a.name === APP_NAME) ?? app.initializeApp(config, APP_NAME);
      const firebaseAuth = auth.getAuth(firebaseApp);
      if (status === 1 || !firebaseAuth.currentUser) {
        const accessToken = readTokens('main')?.access_token;
        if (!accessToken) throw new Error('No access token to sign in to the realtime service with.');
        await auth.signInWithCustomToken(firebaseAuth, accessToken);
      }
      const db = database.getDatabase(firebaseApp, config.databaseURL);
      try {
        await database.set(database.ref(db, `UserStatus/${pk}`), status);
      } finally {
        // End the realtime session even if the write failed: the next user must not inherit it.
        if (status === 0) await auth.signOut(firebaseAuth);
      }
    },
  };
}
