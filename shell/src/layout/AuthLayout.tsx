/** The split auth layout (spec §2): the brand and tagline on one side, the page on the other. */
import { useTranslation } from '@crewroster/shared/i18n';
import { Box, Flex, Heading, PlaneIcon, ProductTheme, Text } from '@crewroster/shared/ui';
import type { ReactNode } from 'react';

export function AuthLayout({
  product = 'main',
  children,
}: {
  product?: 'main' | 'logbook';
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <ProductTheme product={product}>
      <Flex minH="100vh" direction={{ base: 'column', md: 'row' }}>
        <Flex
          as="aside"
          aria-label={product === 'logbook' ? t('logbookName') : t('appName')}
          flex={{ md: '1' }}
          bg="colorPalette.solid"
          color="colorPalette.contrast"
          direction="column"
          justify="center"
          gap="4"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '12' }}
        >
          <Flex align="center" gap="3" fontSize="2xl">
            <PlaneIcon />
            <Text as="span" fontWeight="bold">
              {product === 'logbook' ? t('logbookName') : t('appName')}
            </Text>
          </Flex>
          <Heading as="p" size={{ base: 'xl', md: '3xl' }} maxW="md">
            {product === 'logbook' ? t('logbookTagline') : t('tagline')}
          </Heading>
        </Flex>
        <Box
          as="main"
          id="main"
          flex={{ md: '1' }}
          display="flex"
          alignItems="center"
          justifyContent="center"
          p={{ base: '6', md: '12' }}
        >
          <Box w="full" maxW="md">
            {children}
          </Box>
        </Box>
      </Flex>
    </ProductTheme>
  );
}
