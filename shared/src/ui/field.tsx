/**
 * Chakra's Field, with an ErrorText that shows a schema's or the API's English message in the user's language
 * (issue #14 item 11, through the message catalogue): every form's errors are translated in this one place.
 * Any other text is shown as it is.
 */
import { Field as ChakraField } from '@chakra-ui/react';
import { useTranslateMessage } from '@crewroster/shared/i18n';
import type { ComponentProps } from 'react';

function ErrorText({ children, ...props }: ComponentProps<typeof ChakraField.ErrorText>) {
  const translateMessage = useTranslateMessage();
  return (
    <ChakraField.ErrorText {...props}>
      {typeof children === 'string' ? translateMessage(children) : children}
    </ChakraField.ErrorText>
  );
}

// Annotated so the declaration names Chakra's own types (the shared version check emits declarations).
export const Field: Omit<typeof ChakraField, 'ErrorText'> & { ErrorText: typeof ErrorText } = {
  ...ChakraField,
  ErrorText,
};
