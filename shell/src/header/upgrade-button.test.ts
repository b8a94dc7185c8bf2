import { describe, expect, it } from 'vitest';
import { upgradeButton } from './upgrade-button';

describe('upgrade button', () => {
  it('offers the subscription FAQ to free accounts', () => {
    expect(upgradeButton(null)).toEqual({ label: 'upgrade', icon: 'arrow', link: 'subscriptionFaq' });
    expect(upgradeButton(undefined).link).toBe('subscriptionFaq');
  });
  it('manages the subscription for premium and lifetime', () => {
    expect(upgradeButton('SUB_PREMIUM')).toEqual({
      label: 'premium',
      icon: 'star',
      link: 'manageSubscription',
    });
    expect(upgradeButton('LIFETIME')).toEqual({
      label: 'lifetime',
      icon: 'crown',
      link: 'manageSubscription',
    });
  });
});
