/** /download-app: accounts other than "full" use the mobile app (spec §2). */
import { getConfig } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, Heading, HStack, Stack, Text } from '@crewroster/shared/ui';

export default function DownloadAppPage() {
  const { t } = useTranslation('auth');
  const { appStore, playStore } = getConfig().links;
  return (
    <Stack gap="6" maxW="xl" mx="auto" py="10" textAlign="center" align="center">
      <Heading as="h1" size="3xl">
        {t('downloadApp.title')}
      </Heading>
      <Text color="fg.muted">{t('downloadApp.subtitle')}</Text>
      <HStack gap="4" wrap="wrap" justify="center">
        <Button asChild size="lg" variant="solid" bg="black" color="white">
          <a href={appStore} target="_blank" rel="noopener noreferrer">
            {t('downloadApp.appStore')}
          </a>
        </Button>
        <Button asChild size="lg" variant="solid" bg="black" color="white">
          <a href={playStore} target="_blank" rel="noopener noreferrer">
            {t('downloadApp.playStore')}
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}
