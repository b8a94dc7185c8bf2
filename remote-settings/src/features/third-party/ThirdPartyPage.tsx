/** Third party: the apps the user authorised, each removable; a not-found message when there are none. */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useQuery } from '@crewroster/shared/query';
import type { ThirdPartyGrant } from '@crewroster/shared/schemas';
import { useSession } from '@crewroster/shared/session';
import { Box, Button, Heading, HStack, notify, Stack, Text } from '@crewroster/shared/ui';
import { authorisedAppsQuery, useRemoveAuthorisedApp } from '../../queries';
import { SettingsSection } from '../shared/controls';

export default function ThirdPartyPage() {
  const { t } = useTranslation('settings');
  const pk = useSession((s) => s.me?.user.pk);
  // The list shows once the user is known (apps, and so removal, only then).
  const userId = pk ?? 0;
  const { data: apps, isError: failed } = useQuery({
    ...authorisedAppsQuery(userId),
    enabled: pk !== undefined,
  });
  const removal = useRemoveAuthorisedApp(userId);
  const removing = removal.isPending ? removal.variables : null;

  const remove = async (app: ThirdPartyGrant) => {
    try {
      await removal.mutateAsync(app.consumer_id);
      notify.success(t('thirdParty.removed'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  let content: React.ReactNode;
  if (failed) content = <Text role="alert">{t('thirdParty.failed')}</Text>;
  else if (!apps) content = <Text color="fg.muted">{t('common.loading')}</Text>;
  else if (apps.length === 0) content = <Text>{t('thirdParty.empty')}</Text>;
  else
    content = (
      <Stack as="ul" gap="3" listStyleType="none">
        {apps.map((app) => (
          <Box as="li" key={app.consumer_id} borderWidth="1px" rounded="md" p="4">
            <HStack justify="space-between" align="start" gap="4">
              <Stack gap="1">
                <Heading as="h2" size="sm">
                  {app.consumer}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t('thirdParty.scopes', { scopes: app.scopes.join(', ') })}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={removing === app.consumer_id}
                onClick={() => remove(app)}
              >
                {t('thirdParty.remove', { name: app.consumer })}
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    );

  return (
    <SettingsSection title={t('thirdParty.title')} subtitle={t('thirdParty.subtitle')}>
      <Box aria-live="polite">{content}</Box>
    </SettingsSection>
  );
}
