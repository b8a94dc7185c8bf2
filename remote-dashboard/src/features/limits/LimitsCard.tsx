/**
 * The flight-time limits card on /home (issue #15 item 3): each cumulative limit of the user's rule set (the
 * "Flight-time limits" setting: EASA ORO.FTL.210 or FAA Part 117) as a meter of today's value against the
 * maximum, with the highest value ahead in the roster, and a warning naming the first day the roster goes over
 * a limit. The API computes the figures (GET v2/limits), so what exports and this card say agrees.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import type { FlightTimeLimit, LimitWindow } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import {
  Alert,
  Box,
  FailedLoading,
  Flex,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@crewroster/shared/ui';
import { useDeferredValue, useId } from 'react';
import { formatDay, hoursMinutes } from './format-limits';
import { useLimits } from './limits-api';

const percent = (minutes: number, max: number) => `${Math.min(100, (minutes / max) * 100)}%`;

/** Today's value (solid) and the highest value ahead (pale) against the maximum; red once over. */
function Meter({
  limit,
  labelId,
  valueText,
}: {
  limit: FlightTimeLimit;
  labelId: string;
  valueText: string;
}) {
  const over = limit.exceededOn !== null;
  return (
    <Box
      role="meter"
      aria-labelledby={labelId}
      aria-valuemin={0}
      aria-valuemax={limit.max / 60}
      aria-valuenow={Math.min(limit.value, limit.max) / 60}
      aria-valuetext={valueText}
      position="relative"
      h="2.5"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
    >
      <Box
        position="absolute"
        insetY="0"
        left="0"
        w={percent(limit.projected, limit.max)}
        bg={over ? 'red.200' : 'blue.200'}
      />
      <Box
        position="absolute"
        insetY="0"
        left="0"
        w={percent(limit.value, limit.max)}
        bg={over ? 'red.600' : 'blue.600'}
      />
    </Box>
  );
}

export function LimitsCard() {
  const { t, i18n } = useTranslation('dashboard');
  const preferences = useSession((s) => s.me?.user.preferences);
  const ruleSet = preferences?.ftl_rules === 'faa' ? 'faa' : 'easa';
  const limits = useLimits(ruleSet);
  const baseId = useId();
  const day = (date: string) => formatDay(date, i18n.resolvedLanguage ?? 'en', preferences?.dateformat);
  const windowText = (w: LimitWindow) =>
    w.kind === 'calendar-year' ? t('limits.window.year') : t(`limits.window.${w.kind}`, { n: w.length });
  const labelOf = (l: FlightTimeLimit) =>
    t('limits.label', { quantity: t(`limits.quantity.${l.quantity}`), window: windowText(l.window) });

  // Rendered as a transition, in short slices (issue 18); the skeleton stays until then.
  const data = useDeferredValue(limits.data);
  return (
    <Box as="section" aria-labelledby="limits-heading" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="limits-heading">
        {t('limits.heading')}
      </Heading>
      {!data && !limits.isError ? (
        <Stack gap="3" mt="3" aria-busy="true">
          <Text srOnly>{t('limits.loading')}</Text>
          <Skeleton height="5" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : limits.isError || !data ? (
        <FailedLoading name={t('limits.heading')} onRetry={() => void limits.refetch()} />
      ) : (
        <Stack gap="4" mt="1">
          <Text color="fg.muted" fontSize="sm">
            {t(data.rosterEnd && data.rosterEnd > data.today ? 'limits.asOfRoster' : 'limits.asOf', {
              rules: t(`limits.ruleSet.${data.ruleSet}`),
              today: day(data.today),
              end: data.rosterEnd ? day(data.rosterEnd) : '',
            })}{' '}
            {t('limits.zone', { zone: data.zone.replaceAll('_', ' ') })}
          </Text>
          {data.limits
            .filter((l) => l.exceededOn !== null)
            .map((l) => (
              <Alert.Root key={l.id} status="warning" role="alert">
                <Alert.Indicator />
                <Alert.Title>
                  {t('limits.over', {
                    quantity: t(`limits.quantity.${l.quantity}`),
                    max: l.max / 60,
                    window: windowText(l.window),
                    date: day(l.exceededOn as string),
                  })}
                </Alert.Title>
              </Alert.Root>
            ))}
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} columnGap="8" rowGap="4" p="0" m="0">
            {data.limits.map((l) => {
              const labelId = `${baseId}-${l.id}`;
              const valueText = t('limits.value', { value: hoursMinutes(l.value), max: l.max / 60 });
              return (
                <Stack as="li" key={l.id} listStyleType="none" gap="1.5">
                  <Flex justify="space-between" gap="3" align="baseline">
                    <Text id={labelId} fontWeight="medium">
                      {labelOf(l)}
                    </Text>
                    <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                      {valueText}
                    </Text>
                  </Flex>
                  <Meter limit={l} labelId={labelId} valueText={valueText} />
                  <Text fontSize="sm" color={l.exceededOn ? 'red.700' : 'fg.muted'}>
                    {t('limits.ahead', { value: hoursMinutes(l.projected), date: day(l.projectedOn) })}
                  </Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Box>
  );
}
