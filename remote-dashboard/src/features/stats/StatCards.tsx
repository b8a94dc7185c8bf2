/**
 * Five statistic cards over the chosen range (spec §3 Statistics): flights, block hours, duty hours, the places
 * visited (airports, with countries and regions underneath) and the flights' distance in the user's unit (not in
 * the spec; Settings › Display). Skeletons while loading; a failure says so with a retry instead of shimmering on.
 */

import { useTranslation } from '@crewroster/shared/i18n';
import type { Statistics } from '@crewroster/shared/schemas';
import { Box, FailedLoading, Heading, SimpleGrid, Skeleton } from '@crewroster/shared/ui';
import { recipeStyles, StaticStyles, staticStyles } from '../../common/static-styles';
import { formatDistance } from './format-distance';

// The cards' styles, built once (no style props in a card: see static-styles).
const { classes: c, sheet } = staticStyles('stat', {
  card: { listStyleType: 'none', bg: 'bg', borderWidth: '1px', borderRadius: 'lg', p: '4' },
  label: [recipeStyles('heading', { size: 'sm' }), { color: 'fg.muted', fontWeight: 'medium' }],
  value: { fontSize: '3xl', fontWeight: 'bold', lineHeight: 'short', mt: '1' },
  detail: { fontSize: 'sm', color: 'fg.muted', minH: '5' },
});

function Card({
  label,
  value,
  detail,
}: {
  label: string;
  value: string | number | undefined;
  detail?: string;
}) {
  return (
    <li className={c.card}>
      <h3 className={c.label}>{label}</h3>
      {value === undefined ? (
        // As tall as the figure it stands for (3xl, short line height), so nothing moves when it arrives.
        <Skeleton height="2.578rem" mt="1" />
      ) : (
        <p className={c.value}>{value}</p>
      )}
      {detail !== undefined && (
        // A card with a detail line keeps the line while loading ('').
        <p className={c.detail}>{detail}</p>
      )}
    </li>
  );
}

export function StatCards({
  statistics,
  headingId = 'stats-heading',
  onRetry,
  busy = false,
}: {
  statistics: Statistics | undefined;
  /** Id of the (hidden) heading; the upload success screen shows statistics over the dashboard's own. */
  headingId?: string;
  /** Given when the statistics failed to load (none to show): the cards give way to the failure and a retry. */
  onRetry?: () => void;
  /** Another range's statistics are loading while these still show. */
  busy?: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const n = statistics?.numbers;
  const distance = statistics?.distance;
  return (
    <Box as="section" aria-labelledby={headingId} aria-busy={busy}>
      <StaticStyles sheet={sheet} />
      <Heading as="h2" id={headingId} srOnly>
        {t('stats.heading')}
      </Heading>
      {onRetry ? (
        <Box bg="bg" borderWidth="1px" borderRadius="lg">
          <FailedLoading name={t('stats.heading')} onRetry={onRetry} />
        </Box>
      ) : (
        <SimpleGrid as="ul" minChildWidth="9rem" gap="4" p="0" m="0">
          <Card label={t('stats.flights')} value={n?.flights} />
          <Card label={t('stats.blockhours')} value={statistics?.blockhours} />
          <Card label={t('stats.dutyhours')} value={statistics?.dutyhours} />
          <Card
            label={t('stats.airports')}
            value={n?.airports}
            detail={n ? t('stats.places', { countries: n.countries, regions: n.regions }) : ''}
          />
          <Card
            label={t('stats.distance')}
            value={statistics && (distance ? formatDistance(distance, t, i18n.language) : '—')}
          />
        </SimpleGrid>
      )}
    </Box>
  );
}
