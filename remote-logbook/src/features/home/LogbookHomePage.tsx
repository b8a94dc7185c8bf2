/** /logbook: who is signed in to the logbook, and how to get the logbook app. */
import { getConfig } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { useSession } from '@crewroster/shared/session';
import { Button, Heading, HStack, Stack, Text } from '@crewroster/shared/ui';
import { UserAvatar } from '@crewroster/shared/ui/overlays';

export default function LogbookHomePage() {
  const { t } = useTranslation('logbook');
  const user = useSession((s) => s.logbook.user);
  const signOut = useSession((s) => s.signOut);
  const { appStore, playStore } = getConfig().links;
  if (!user) return null;
  const name = `${user.firstname} ${user.lastname}`;
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        {t('home.title')}
      </Heading>
      <Stack as="section" aria-labelledby="logbook-user" gap="3">
        <Text id="logbook-user" fontWeight="semibold" color="fg.muted">
          {t('home.signedInAs')}
        </Text>
        <HStack gap="4">
          <UserAvatar size="sm" name={name} src={user.avatar_url} alt="" />
          <Stack gap="0">
            <Text fontWeight="bold">{name}</Text>
            <Text color="fg.muted">{user.email}</Text>
          </Stack>
        </HStack>
      </Stack>
      <Stack as="section" aria-labelledby="logbook-app" gap="3">
        <Heading as="h2" size="lg" id="logbook-app">
          {t('home.getApp')}
        </Heading>
        <Text>{t('home.getAppBody')}</Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <a href={appStore} target="_blank" rel="noopener noreferrer">
              {t('home.appStore')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={playStore} target="_blank" rel="noopener noreferrer">
              {t('home.playStore')}
            </a>
          </Button>
        </HStack>
      </Stack>
      <Button alignSelf="start" onClick={() => void signOut('logbook', { redirect: true })}>
        {t('home.signOut')}
      </Button>
    </Stack>
  );
}
