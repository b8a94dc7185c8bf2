import { useTranslation } from '@crewroster/shared/i18n';
import { Box, Link } from '@crewroster/shared/ui';
import type { ReactNode } from 'react';
import { Header } from '../header/Header';

/** Signed-in layout: skip link, header, page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '2', top: '2', zIndex: 'toast', bg: 'bg', p: '2' }}
      >
        {t('skipToContent')}
      </Link>
      <Header />
      <Box as="main" id="main" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6">
        {children}
      </Box>
    </Box>
  );
}
