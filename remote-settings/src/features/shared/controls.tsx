/** The settings controls: a switch and a select that save on change, and the page frame. */
import { Field, Heading, Stack, Text } from '@crewroster/shared/ui';
import { NativeSelect, Switch } from '@crewroster/shared/ui/overlays';
import type { ReactNode } from 'react';

export function SettingsSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="6" maxW="xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

interface ToggleProps {
  label: string;
  helper?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function Toggle({ label, helper, checked, onChange }: ToggleProps) {
  return (
    <Stack gap="1">
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper && (
        <Text fontSize="sm" color="fg.muted">
          {helper}
        </Text>
      )}
    </Stack>
  );
}

export interface Choice {
  value: string;
  label: string;
}

interface SelectProps {
  label: string;
  helper?: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function Select({ label, helper, value, choices, onChange, disabled }: SelectProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
