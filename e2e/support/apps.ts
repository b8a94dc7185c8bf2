/** Where the product runs in these tests: read from the app registry, the one place ports are written. */
import { API_PORT, appNamed, localOrigin } from '../../shared/src/federation/apps.mjs';

type AppName = Parameters<typeof appNamed>[0];

/** The local origin of an app of the registry, e.g. `originOf('dashboard')`. */
export const originOf = (name: AppName) => localOrigin(appNamed(name));
export const SHELL = originOf('shell');
export const API = `http://localhost:${API_PORT}`;
