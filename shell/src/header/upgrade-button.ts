import type { StatusExpiry } from '@crewroster/shared/schemas';

/** The upgrade button follows the premium status (spec §4): label, icon and link. */
export function upgradeButton(status: StatusExpiry | undefined) {
  if (status === 'SUB_PREMIUM')
    return { label: 'premium', icon: 'star', link: 'manageSubscription' } as const;
  if (status === 'LIFETIME') return { label: 'lifetime', icon: 'crown', link: 'manageSubscription' } as const;
  return { label: 'upgrade', icon: 'arrow', link: 'subscriptionFaq' } as const;
}
