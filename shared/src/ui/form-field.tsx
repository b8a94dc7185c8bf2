/**
 * A labelled text field with its error message wired for screen readers. Pass `register(name)` from
 * react-hook-form (or any input props) as `input`. The error shows in the user's language (./field.tsx).
 */
import { Input } from '@chakra-ui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
    name: string;
    ref?: React.Ref<HTMLInputElement>;
  };
}

export function FormField({ label, error, helper, required, input }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
