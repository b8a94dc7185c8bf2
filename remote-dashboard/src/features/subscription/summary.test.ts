import { i18n } from '@crewroster/shared/i18n';
import { rosterSubscriptionMessages, rosterSubscriptionUrlSchema } from '@crewroster/shared/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { changeSummary, urlMessageKey } from './summary';

const t = (lng: string) => i18n.getFixedT(lng, 'dashboard');

describe('change summary', () => {
  it('says what changed, naming the duties once, in English and Spanish', () => {
    expect(changeSummary({ changed: 3, added: 1, removed: 0 }, t('en'))).toBe('3 duties changed, 1 added');
    expect(changeSummary({ changed: 0, added: 1, removed: 2 }, t('en'))).toBe('1 duty added, 2 removed');
    expect(changeSummary({ changed: 0, added: 0, removed: 0 }, t('en'))).toBeNull();
    expect(changeSummary({ changed: 1, added: 2, removed: 0 }, t('es'))).toBe(
      '1 servicio cambiado, 2 añadidos',
    );
  });

  it('has words of its own for every message of the address rules', () => {
    for (const message of Object.values(rosterSubscriptionMessages)) {
      const key = urlMessageKey(message);
      expect(key, message).toBeDefined();
      expect(t('es')(key as string)).not.toBe(key);
      expect(t('es')(key as string)).not.toBe(t('en')(key as string));
      expect(t('es')(key as string)).not.toBe(t('en')(key as string));
    }
    const issue = (url: string) => v.safeParse(rosterSubscriptionUrlSchema, url).issues?.[0]?.message;
    expect(issue('')).toBe(rosterSubscriptionMessages.urlRequired);
    expect(issue('webcal://portal.example/roster.ics')).toBe(rosterSubscriptionMessages.urlInvalid);
    expect(issue('https://a:b@portal.example/roster.ics')).toBe(rosterSubscriptionMessages.urlCredentials);
    expect(issue('https://portal.example/roster.ics?token=abc')).toBeUndefined();
  });
});
