import type { Reply } from '@crewroster/shared/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';
import type { SettingsService } from '../../domain/settings/settings-service.ts';
import type { AppEnv } from '../../http/types.ts';

export interface SettingsRouterDeps {
  settings: SettingsService;
  requireUser: MiddlewareHandler<AppEnv>;
}

/**
 * Header values are URI-encoded by the web app: fetch allows only ISO-8859-1 in headers, and a calendar
 * name may hold any character. A plain ASCII value without "%" reads the same either way.
 */
function decodeHeader(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    throw new DomainError('validation', 'The value header is not valid URI encoding.', {
      errors: { value: 'The value header is not valid URI encoding.' },
    });
  }
}

/** Preferences (PUT /v2/user/me/pref, headers `preference` and `value`) and calendar output formats. */
export function settingsRouter({ settings, requireUser }: SettingsRouterDeps) {
  return new Hono<AppEnv>()
    .put('/v2/user/me/pref', requireUser, async (c) => {
      const result = await settings.setPreference(
        c.get('user').id,
        c.req.header('preference')?.trim(),
        decodeHeader(c.req.header('value')),
      );
      return c.json<Reply<'main', 'PUT v2/user/me/pref'>>({ data: result });
    })
    .get('/v2/calendar/outputformats', requireUser, async (c) =>
      c.json<Reply<'main', 'GET v2/calendar/outputformats'>>({ data: await settings.outputFormats() }),
    );
}
