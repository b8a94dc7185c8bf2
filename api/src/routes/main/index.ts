import { Hono } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { referenceRouter } from './reference.ts';
import { type SettingsRouterDeps, settingsRouter } from './settings.ts';
import { type UserRouterDeps, userRouter } from './user.ts';

export type MainRouterDeps = UserRouterDeps & Parameters<typeof referenceRouter>[0] & SettingsRouterDeps;

/** Main API, mounted at /main. */
export function mainRouter(deps: MainRouterDeps) {
  return new Hono<AppEnv>()
    .route('/', userRouter(deps))
    .route('/', referenceRouter(deps))
    .route('/', settingsRouter(deps));
}
