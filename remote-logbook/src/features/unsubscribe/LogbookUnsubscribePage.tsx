/** /logbook/unsubscribe?tempToken: no more logbook e-mails; its own error screen when that fails (spec §8). */
import { authorisedClient } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Navigate, Link as RouterLink } from '@crewroster/shared/router';
import { AlertIcon, Button, Heading, HStack, Stack, Text } from '@crewroster/shared/ui';
import { useTempTokenAction } from '../temp-token/useTempTokenAction';
import { Working } from '../temp-token/Working';

const unsubscribe = () => authorisedClient('logbook', 'logbook').put('v1/user/email/unsubscribe');

export default function LogbookUnsubscribePage() {
  const { t } = useTranslation('logbook');
  const state = useTempTokenAction(unsubscribe);
  if (state === 'working') return <Working />;
  if (state === 'unauthorized') return <Navigate to="/unauthorized" replace />;
  const failed = state === 'failed';
  return (
    <Stack gap="4">
      <HStack gap="2">
        {failed && <AlertIcon color="var(--chakra-colors-red-600)" />}
        <Heading as="h1" size="2xl">
          {failed ? t('unsubscribe.failedTitle') : t('unsubscribe.title')}
        </Heading>
      </HStack>
      <Text>{failed ? t('unsubscribe.failedBody') : t('unsubscribe.body')}</Text>
      <Button asChild alignSelf="start">
        <RouterLink to="/logbook">{t('unsubscribe.back')}</RouterLink>
      </Button>
    </Stack>
  );
}
