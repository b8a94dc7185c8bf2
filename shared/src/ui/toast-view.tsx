/**
 * The toaster itself (Chakra's Toaster, zag's toast machine and its styles), loaded by `toast.tsx` on the first
 * toast only, so pages that never show one (`/sign-in` on first paint) do not carry it.
 */
import { Toaster as ChakraToaster, CloseButton, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useTranslation } from '@crewroster/shared/i18n';
import { useEffect } from 'react';

export const toaster = createToaster({
  // Bottom: a toast never covers the header or a page's top controls while it shows.
  placement: 'bottom-end',
  pauseOnPageIdle: true,
});

export function ToasterView({ onMounted }: { onMounted: () => void }) {
  const { t } = useTranslation('common');
  useEffect(() => onMounted(), [onMounted]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('toast.close')} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
