/**
 * A picker for long server-side lists (airlines, airports): a search box and a native select of the matches,
 * fetched 10 a page (spec §5) with a "Show more" button that adds the next page. A status line says when it is
 * loading, when nothing matched and how many of the matches are shown. The chosen item stays in the list while
 * searching; every control is labelled and works by keyboard.
 */
import { errorMessage } from '@crewroster/shared/api';
import { useTranslation } from '@crewroster/shared/i18n';
import { Button, Field, HStack, Input, notify, Spinner, Stack, Text } from '@crewroster/shared/ui';
import { NativeSelect } from '@crewroster/shared/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import type { Choice } from '../shared/controls';

interface ChoicePage {
  choices: Choice[];
  total: number;
}

interface Props {
  label: string;
  searchLabel: string;
  helper: string;
  moreLabel: string;
  error?: string;
  value: string;
  selected: Choice | null;
  search: (q: string, page: number) => Promise<ChoicePage>;
  onChange: (choice: Choice) => void;
  noneLabel: string;
}

/** The matches loaded so far for one query. */
interface Matches {
  query: string;
  choices: Choice[];
  total: number;
  pages: number;
}

const MIN_QUERY = 2;
const DEBOUNCE_MS = 250;

export function SearchSelect({
  label,
  searchLabel,
  helper,
  moreLabel,
  error,
  value,
  selected,
  search,
  onChange,
  noneLabel,
}: Props) {
  const { t } = useTranslation('settings');
  const [q, setQ] = useState('');
  const [matches, setMatches] = useState<Matches | null>(null);
  const [loading, setLoading] = useState(false);
  // The query being shown: a page that arrives for an older one is dropped.
  const current = useRef('');
  const selectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    const query = q.trim();
    current.current = query;
    setMatches(null);
    if (query.length < MIN_QUERY) {
      setLoading(false);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      search(query, 1)
        .then((r) => {
          if (current.current === query) setMatches({ query, choices: r.choices, total: r.total, pages: 1 });
        })
        .catch((e: unknown) => notify.error(errorMessage(e)))
        .finally(() => current.current === query && setLoading(false));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, search]);

  const showMore = async () => {
    if (!matches) return;
    const { query, pages } = matches;
    setLoading(true);
    try {
      const r = await search(query, pages + 1);
      if (current.current !== query) return;
      const choices = [
        ...matches.choices,
        ...r.choices.filter((c) => !matches.choices.some((m) => m.value === c.value)),
      ];
      setMatches({ query, choices, total: r.total, pages: pages + 1 });
      // The button goes away with the last page: keep the keyboard user in the list instead of on nothing.
      if (choices.length >= r.total || r.choices.length === 0) selectRef.current?.focus();
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      if (current.current === query) setLoading(false);
    }
  };

  const results = matches?.choices ?? [];
  const choices = [...(selected ? [selected] : []), ...results.filter((r) => r.value !== selected?.value)];
  const more = matches !== null && results.length < matches.total;
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
            ref={selectRef}
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
      <HStack gap="3" minH="8" wrap="wrap">
        <HStack role="status" gap="2" fontSize="sm" color="fg.muted">
          {loading ? (
            <>
              <Spinner size="xs" aria-hidden />
              <Text as="span">{t('common.loading')}</Text>
            </>
          ) : matches && matches.total === 0 ? (
            <Text as="span">{t('profile.noMatches')}</Text>
          ) : matches ? (
            <Text as="span">{t('profile.matches', { shown: results.length, total: matches.total })}</Text>
          ) : null}
        </HStack>
        {more && (
          <Button
            type="button"
            size="xs"
            variant="outline"
            disabled={loading}
            onClick={() => void showMore()}
          >
            {moreLabel}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
