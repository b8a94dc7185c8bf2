/** The logo shown for a consumer (spec §3: logbook or main product): our mark in the product's colour and name. */
import type { ThirdPartyLogo } from '@crewroster/shared/schemas';
import { HStack, Text } from '@crewroster/shared/ui';

export function ProductLogo({ logo, label }: { logo: ThirdPartyLogo; label: string }) {
  const colour = logo === 'logbook' ? '#c2410c' : '#1d4ed8';
  return (
    <HStack gap="2" role="img" aria-label={label}>
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="6" fill={colour} />
        <path d="M4 13l16-6-5 12-3-5-8-1z" fill="#fff" />
      </svg>
      <Text aria-hidden="true" fontWeight="bold" color={colour}>
        {logo === 'logbook' ? 'CrewRoster Logbook' : 'CrewRoster'}
      </Text>
    </HStack>
  );
}
