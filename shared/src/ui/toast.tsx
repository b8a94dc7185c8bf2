/**
 * Toasts (spec §4, §8): success or error, 4 seconds. Errors show the error body's message, otherwise
 * "Something went wrong." titled "Oops..."; success defaults to "Success".
 */
import { Toaster as ChakraToaster, CloseButton, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { i18n, useTranslation } from '@crewroster/shared/i18n';

export const TOAST_DURATION_MS = 4000;

export const toaster = createToaster({
  // Bottom: a toast never covers the header or a page's top controls while it shows.
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

export const notify = {
  success(message?: string) {
    toaster.create({
      type: 'success',
      description: message ?? i18n.t('toast.successDefault', { ns: 'common' }),
    });
  },
  /** `message` is the error body's message when there is one (see errorMessage in @crewroster/shared/api). */
  error(message?: string) {
    toaster.create({
      type: 'error',
      title: i18n.t('toast.errorTitle', { ns: 'common' }),
      description: message || i18n.t('toast.errorDefault', { ns: 'common' }),
    });
  },
};

export function Toaster() {
  const { t } = useTranslation('common');
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
