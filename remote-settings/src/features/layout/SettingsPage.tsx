/**
 * /settings/*: the sidebar (Account and Export groups, spec §2) and the twelve pages. The shell mounts this
 * page for every /settings path; an unknown one redirects to the profile.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { Navigate, NavLink, Route, Routes } from '@crewroster/shared/router';
import { Box, Flex, Heading, Link, Stack, Text } from '@crewroster/shared/ui';
import { lazy, Suspense } from 'react';

const pages = {
  profile: lazy(() => import('../profile/ProfilePage')),
  display: lazy(() => import('../display/DisplayPage')),
  roster: lazy(() => import('../roster/RosterPage')),
  event: lazy(() => import('../event/EventPage')),
  privacy: lazy(() => import('../privacy/PrivacyPage')),
  'reset-password': lazy(() => import('../reset-password/ResetPasswordPage')),
  'rb-logbook': lazy(() => import('../rb-logbook/RbLogbookPage')),
  safelog: lazy(() => import('../safelog/SafelogPage')),
  calendar: lazy(() => import('../calendar/CalendarPage')),
  'calendar-filter': lazy(() => import('../calendar-filter/CalendarFilterPage')),
  'third-party': lazy(() => import('../third-party/ThirdPartyPage')),
};
type Slug = keyof typeof pages;

const GROUPS: { key: 'account' | 'export'; items: { slug: Slug; label: string }[] }[] = [
  {
    key: 'account',
    items: [
      { slug: 'profile', label: 'nav.profile' },
      { slug: 'display', label: 'nav.display' },
      { slug: 'roster', label: 'nav.roster' },
      { slug: 'event', label: 'nav.event' },
      { slug: 'privacy', label: 'nav.privacy' },
      { slug: 'reset-password', label: 'nav.resetPassword' },
    ],
  },
  {
    key: 'export',
    items: [
      { slug: 'rb-logbook', label: 'nav.rbLogbook' },
      { slug: 'safelog', label: 'nav.safelog' },
      { slug: 'calendar', label: 'nav.calendar' },
      { slug: 'calendar-filter', label: 'nav.calendarFilter' },
      { slug: 'third-party', label: 'nav.thirdParty' },
    ],
  },
];

function Sidebar() {
  const { t } = useTranslation('settings');
  return (
    <Box as="nav" aria-label={t('settings.navLabel')} minW="48">
      <Stack gap="5">
        {GROUPS.map((group) => (
          <Stack key={group.key} gap="1" as="section" aria-labelledby={`settings-group-${group.key}`}>
            <Heading as="h2" size="sm" color="fg.muted" id={`settings-group-${group.key}`}>
              {t(`groups.${group.key}`)}
            </Heading>
            <Stack as="ul" gap="0.5" listStyleType="none">
              {group.items.map((item) => (
                <li key={item.slug}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py="1.5"
                    rounded="md"
                    _currentPage={{
                      bg: 'colorPalette.subtle',
                      fontWeight: 'semibold',
                      color: 'colorPalette.fg',
                    }}
                  >
                    <NavLink to={`/settings/${item.slug}`}>{t(item.label)}</NavLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Flex gap={{ base: '6', md: '10' }} direction={{ base: 'column', md: 'row' }} align="start">
      <Sidebar />
      <Box flex="1" minW="0" w="full">
        <Suspense fallback={<Text color="fg.muted">{t('common.loading')}</Text>}>
          <Routes>
            <Route path="/settings" element={<Navigate to="/settings/profile" replace />} />
            {(Object.keys(pages) as Slug[]).map((slug) => {
              const Page = pages[slug];
              return <Route key={slug} path={`/settings/${slug}`} element={<Page />} />;
            })}
            <Route path="*" element={<Navigate to="/settings/profile" replace />} />
          </Routes>
        </Suspense>
      </Box>
    </Flex>
  );
}
