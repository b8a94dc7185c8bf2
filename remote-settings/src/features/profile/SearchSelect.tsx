/**
 * A picker for long server-side lists (airlines, airports): a search box and a native select of the matches,
 * fetched 10 a page (spec §5) with a "Show more" button that adds the next page. A status line says when it is
 * loading, when nothing matched and how many of the matches are shown. The chosen item stays in the list while
 * searching; every control is labelled and works by keyboard.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { type QueryKey, type UseQueryOptions, useDebouncedValue, useQueries } from '@crewroster/shared/query';
import { Button, Field, HStack, Input, Spinner, Stack, Text } from '@crewroster/shared/ui';
import { NativeSelect } from '@crewroster/shared/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import type { Choice } from '../shared/controls';

export interface ChoicePage {
  choices: Choice[];
  total: number;
}

interface Props<T, K extends QueryKey> {
  label: string;
  searchLabel: string;
  helper: string;
  moreLabel: string;
  error?: string;
  value: string;
  selected: Choice | null;
  /** The query of one page of matches (a shared reference query with a `select` to choices). */
  search: (q: string, page: number) => UseQueryOptions<T, Error, ChoicePage, K>;
  onChange: (choice: Choice) => void;
  noneLabel: string;
}

const MIN_QUERY = 2;
const DEBOUNCE_MS = 250;

export function SearchSelect<T, K extends QueryKey>({
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
}: Props<T, K>) {
  const { t } = useTranslation('settings');
  const [q, setQ] = useState('');
  const typed = q.trim();
  const query = useDebouncedValue(typed, DEBOUNCE_MS);
  // How many pages of which query are asked for: a new query starts at its first page.
  const [asked, setAsked] = useState({ query: '', pages: 1 });
  const pages = asked.query === query ? asked.pages : 1;
  const settled = typed === query;
  const active = query.length >= MIN_QUERY;
  const loaded = useQueries({
    queries: active
      ? Array.from({ length: pages }, (_, i) => ({ ...search(query, i + 1), meta: { errorToast: true } }))
      : [],
  });
  const selectRef = useRef<HTMLSelectElement>(null);
  const focusWhenDone = useRef(false);

  // Each page adds the matches the earlier ones did not have; the query being typed shows none yet.
  let matches: { choices: Choice[]; total: number } | null = null;
  if (settled && loaded[0]?.data) {
    const choices: Choice[] = [];
    let total = 0;
    for (const { data } of loaded) {
      if (!data) break;
      choices.push(...data.choices.filter((c) => !choices.some((m) => m.value === c.value)));
      total = data.total;
    }
    matches = { choices, total };
  }
  const loading = (!settled && typed.length >= MIN_QUERY) || loaded.some((r) => r.isFetching);
  const last = loaded.at(-1);

  const showMore = () => {
    if (last?.isError) void last.refetch();
    else setAsked({ query, pages: pages + 1 });
    focusWhenDone.current = true;
  };

  // The button goes away with the last page: keep the keyboard user in the list instead of on nothing.
  const lastEmpty = last?.data?.choices.length === 0;
  const complete = matches !== null && (matches.choices.length >= matches.total || lastEmpty);
  useEffect(() => {
    if (loading || !focusWhenDone.current) return;
    focusWhenDone.current = false;
    if (complete) selectRef.current?.focus();
  }, [loading, complete]);

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
          <Button type="button" size="xs" variant="outline" disabled={loading} onClick={showMore}>
            {moreLabel}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
