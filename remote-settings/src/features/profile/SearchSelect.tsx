/**
 * A picker for long server-side lists (airlines, airports): a search box and a native select of the matches
 * (10 per page, spec §5). The chosen item stays in the list while searching; both controls are labelled
 * and work by keyboard.
 */
import { errorMessage } from '@crewroster/shared/api';
import { Field, Input, notify, Stack } from '@crewroster/shared/ui';
import { NativeSelect } from '@crewroster/shared/ui/overlays';
import { useEffect, useState } from 'react';
import type { Choice } from '../shared/controls';

interface Props {
  label: string;
  searchLabel: string;
  helper: string;
  error?: string;
  value: string;
  selected: Choice | null;
  search: (q: string) => Promise<Choice[]>;
  onChange: (choice: Choice) => void;
  noneLabel: string;
}

export function SearchSelect({
  label,
  searchLabel,
  helper,
  error,
  value,
  selected,
  search,
  onChange,
  noneLabel,
}: Props) {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Choice[]>([]);

  useEffect(() => {
    const query = q.trim();
    if (query.length < 2) {
      setResults([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      search(query)
        .then((list) => live && setResults(list))
        .catch((e: unknown) => notify.error(errorMessage(e)));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, search]);

  const choices = [...(selected ? [selected] : []), ...results.filter((r) => r.value !== selected?.value)];
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{searchLabel}</Field.Label>
        <Input type="search" value={q} onChange={(e) => setQ(e.currentTarget.value)} autoComplete="off" />
        <Field.HelperText>{helper}</Field.HelperText>
      </Field.Root>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value}
            onChange={(e) => {
              const choice = choices.find((c) => c.value === e.currentTarget.value);
              if (choice) onChange(choice);
            }}
          >
            {!selected && <option value="">{noneLabel}</option>}
            {choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}
