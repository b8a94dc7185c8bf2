/**
 * Privacy: profile visibility (public or private) and e-mail choices (saved on change), and three confirmed actions: request
 * data (e-mail within 24 hours), force sign-out (all devices, up to 1 hour) and delete account.
 */
import { errorMessage, forceLogout } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { useSession } from '@crewroster/shared/session';
import { Heading, notify, Stack } from '@crewroster/shared/ui';
import { useCancelAccount, useRequestProfileData } from '../../queries';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Select, SettingsSection, Toggle } from '../shared/controls';
import { usePreference, useUserProperty } from '../shared/useSavedValue';

/** Runs an action; on failure shows the error toast and reports false so the dialog stays open. */
async function attempt(action: () => Promise<void>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    notify.error(errorMessage(error));
    return false;
  }
}

export default function PrivacyPage() {
  const { t } = useTranslation('settings');
  const pk = useSession((s) => s.me?.user.pk);
  const signOut = useSession((s) => s.signOut);
  const { mutateAsync: requestProfileData } = useRequestProfileData();
  const { mutateAsync: cancelAccount } = useCancelAccount();
  const profilePublic = useUserProperty('profile_public');
  const emailme = useUserProperty('emailme');
  const flightroutes = useUserProperty('emailme_flightroutes');
  const citydeals = usePreference('citydeals');

  return (
    <SettingsSection title={t('privacy.title')} subtitle={t('privacy.subtitle')}>
      <Stack gap="4">
        <Select
          label={t('privacy.profileVisibility')}
          helper={t('privacy.profileVisibilityHelper')}
          value={profilePublic.value ? 'public' : 'private'}
          choices={[
            { value: 'public', label: t('privacy.public') },
            { value: 'private', label: t('privacy.private') },
          ]}
          onChange={(value) => profilePublic.change(value === 'public')}
        />
        <Toggle label={t('privacy.emailme')} checked={emailme.value} onChange={emailme.change} />
        <Toggle
          label={t('privacy.flightroutes')}
          checked={flightroutes.value}
          onChange={flightroutes.change}
        />
        <Toggle
          label={t('privacy.citydeals')}
          checked={citydeals.value === '1'}
          onChange={(on) => citydeals.change(on ? '1' : '0')}
        />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('privacy.yourData')}
        </Heading>
        <ConfirmDialog
          trigger={t('privacy.requestData')}
          title={t('privacy.requestDataTitle')}
          body={t('privacy.requestDataBody')}
          confirm={t('privacy.requestDataConfirm')}
          onConfirm={() =>
            attempt(async () => {
              await requestProfileData();
              notify.success(t('privacy.requestDataDone'));
            })
          }
        />
        <ConfirmDialog
          trigger={t('privacy.forceLogout')}
          title={t('privacy.forceLogoutTitle')}
          body={t('privacy.forceLogoutBody')}
          confirm={t('privacy.forceLogoutConfirm')}
          onConfirm={() =>
            attempt(async () => {
              await forceLogout('main');
              // This device's tokens were revoked too: leave for the sign-in page.
              await signOut('main', { redirect: true });
            })
          }
        />
        <ConfirmDialog
          danger
          trigger={t('privacy.deleteAccount')}
          title={t('privacy.deleteAccountTitle')}
          body={t('privacy.deleteAccountBody')}
          confirm={t('privacy.deleteAccountConfirm')}
          onConfirm={() =>
            attempt(async () => {
              if (pk === undefined) return;
              await cancelAccount(pk);
              await signOut('main', { redirect: true });
            })
          }
        />
      </Stack>
    </SettingsSection>
  );
}
