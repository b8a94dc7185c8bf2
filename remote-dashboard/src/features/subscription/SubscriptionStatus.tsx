/**
 * The roster subscription on the dashboard (shown only when there is one): where the roster comes from, when the
 * address was last checked, what changed since yesterday, the last failure, the change-mail switch, "Check now"
 * and "Stop subscription".
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useQuery, useQueryClient } from '@crewroster/shared/query';
import type { RosterSubscription } from '@crewroster/shared/schemas';
import { Alert, Button, Flex, Heading, HStack, notify, Stack, Text } from '@crewroster/shared/ui';
import { Switch } from '@crewroster/shared/ui/overlays';
import { useState } from 'react';
import { formatDate, formatTime, type TimePrefs } from '../events/format-time';
import { invalidateRoster, rosterKeys } from '../home/roster-queries';
import {
  fetchChanges,
  fetchSubscription,
  refreshNow,
  setEmailOnChange,
  stopSubscription,
} from './subscription-api';
import { changeSummary } from './summary';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUBSCRIPTION = rosterKeys.subscription;
const CHANGES = rosterKeys.changes;

export function SubscriptionStatus({ prefs }: { prefs: TimePrefs }) {
  const { t } = useTranslation('dashboard');
  const client = useQueryClient();
  const subscription = useQuery({ queryKey: SUBSCRIPTION, queryFn: fetchSubscription });
  const data = subscription.data;
  const changes = useQuery({
    queryKey: CHANGES,
    queryFn: () => fetchChanges(new Date(Date.now() - DAY_MS)),
    enabled: Boolean(data),
  });
  const [busy, setBusy] = useState<'check' | 'stop' | 'email'>();
  if (!data) return null;

  const act = async (what: 'check' | 'stop' | 'email', run: () => Promise<RosterSubscription | null>) => {
    setBusy(what);
    try {
      client.setQueryData(SUBSCRIPTION, await run());
      // A check may have brought new duties: the roster and all computed from it reload.
      if (what === 'check') await invalidateRoster();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(undefined);
    }
  };
  const checked = Date.parse(data.last_checked_at) / 1000;
  const summary = changes.data ? changeSummary(changes.data, t) : null;

  return (
    <Stack
      as="section"
      aria-labelledby="subscription-heading"
      gap="3"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Flex justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id="subscription-heading">
            {t('subscription.heading')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('subscription.source', { host: new URL(data.url).host })}
            {' · '}
            {t('subscription.lastChecked', {
              date: formatDate(checked, prefs),
              time: formatTime(checked, prefs),
            })}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'check'}
            onClick={() =>
              void act('check', async () => {
                const next = await refreshNow();
                notify.success(t('subscription.checked'));
                return next;
              })
            }
          >
            {t('subscription.checkNow')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={busy === 'stop'}
            onClick={() =>
              void act('stop', async () => {
                await stopSubscription();
                notify.success(t('subscription.stopped'));
                return null;
              })
            }
          >
            {t('subscription.stop')}
          </Button>
        </HStack>
      </Flex>
      {changes.data && (
        <Text fontWeight="semibold">
          {summary ? t('subscription.sinceYesterday', { summary }) : t('subscription.noChanges')}
        </Text>
      )}
      {data.last_status !== 'ok' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('subscription.failed', { reason: data.last_status })}</Alert.Title>
        </Alert.Root>
      )}
      <Switch.Root
        checked={data.email_on_change}
        disabled={busy === 'email'}
        onCheckedChange={(e) => void act('email', () => setEmailOnChange(e.checked))}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('subscription.emailLabel')}</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}
