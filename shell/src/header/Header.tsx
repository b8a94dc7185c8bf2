/**
 * Header (spec §2): upload-roster button (only on /home), the upgrade / premium / lifetime button and the user
 * menu with settings, contact us and sign out.
 */
import { getConfig } from '@crewroster/shared/config';
import { useTranslation } from '@crewroster/shared/i18n';
import { Link as RouterLink, useLocation, useNavigate } from '@crewroster/shared/router';
import { useSession } from '@crewroster/shared/session';
import {
  ArrowUpIcon,
  Box,
  Button,
  ChevronDownIcon,
  CrownIcon,
  Flex,
  HStack,
  Link,
  PlaneIcon,
  Portal,
  StarIcon,
  UploadIcon,
  VisuallyHidden,
} from '@crewroster/shared/ui';
import { Menu, UserAvatar } from '@crewroster/shared/ui/overlays';
import { upgradeButton } from './upgrade-button';

const icons = { star: StarIcon, crown: CrownIcon, arrow: ArrowUpIcon } as const;

export function Header() {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useSession((s) => s.me);
  const signOut = useSession((s) => s.signOut);
  const links = getConfig().links;
  const upgrade = upgradeButton(me?.user.status_expiry);
  const UpgradeIcon = icons[upgrade.icon];
  const fullName = me ? `${me.user.firstname} ${me.user.lastname}` : '';
  const onHome = pathname === '/home';

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex
        as="nav"
        aria-label={t('mainNavigation')}
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        h="16"
        align="center"
        gap="3"
      >
        <Link asChild fontWeight="bold" fontSize="lg" color="colorPalette.fg" mr="auto">
          <RouterLink to={me?.user.account_type === 'full' ? '/home' : '/download-app'}>
            <PlaneIcon /> {common('appName')}
          </RouterLink>
        </Link>
        <HStack gap="2">
          {/* On a phone's width the two buttons show their icons only (their names stay the same). */}
          {onHome && (
            <Button size="sm" onClick={() => navigate('/home/upload')} aria-label={t('header.uploadRoster')}>
              <UploadIcon />
              <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                {t('header.uploadRoster')}
              </Box>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            <a
              href={links[upgrade.link]}
              target="_blank"
              rel="noopener noreferrer"
              data-status={upgrade.label}
              aria-label={t(`header.${upgrade.label}`)}
            >
              <UpgradeIcon />
              <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                {t(`header.${upgrade.label}`)}
              </Box>
            </a>
          </Button>
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              {/* The smallest avatar preset (2.5rem) is taller than a small button: the button grows with it (and
                  is narrow where the name is hidden, so a phone's header fits). */}
              <Button size="sm" variant="ghost" h="auto" py="1" px={{ base: '1', md: '3.5' }}>
                <UserAvatar size="xs" name={fullName} src={me?.user.avatar_url} alt="" aria-hidden />
                <Box as="span" display={{ base: 'none', md: 'inline' }}>
                  {fullName}
                </Box>
                <VisuallyHidden>{t('header.userMenu')}</VisuallyHidden>
                <ChevronDownIcon />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="settings" onSelect={() => navigate('/settings')}>
                    {t('header.settings')}
                  </Menu.Item>
                  <Menu.Item value="contact" asChild>
                    <a href={links.contact} target="_blank" rel="noopener noreferrer">
                      {t('header.contactUs')}
                    </a>
                  </Menu.Item>
                  <Menu.Item value="sign-out" onSelect={() => void signOut('main', { redirect: true })}>
                    {t('header.signOut')}
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Flex>
    </Box>
  );
}
