/**
 * A picker: a search field and the matching options as radio buttons, a page at a time (spec §5: 10 a page
 * for airlines and airports). Native radios inside a fieldset keep it labelled and keyboard-operable.
 */
import { translateMessage, useTranslation } from '@crewroster/shared/i18n';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useDebouncedValue,
  useQuery,
} from '@crewroster/shared/query';
import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@crewroster/shared/ui';
import { useId, useState } from 'react';

export interface PickerOption<V> {
  value: V;
  label: string;
}

export interface PickerPage<V> {
  options: PickerOption<V>[];
  total: number;
  perPage: number;
}

interface SearchPickerProps<V, T, K extends QueryKey> {
  legend: string;
  searchLabel: string;
  /** The query of one page of matches (a shared reference query with a `select` to options). */
  search: (query: string, page: number) => UseQueryOptions<T, Error, PickerPage<V>, K>;
  value: V | undefined;
  onChange: (option: PickerOption<V>) => void;
  error?: string;
}

const DEBOUNCE_MS = 250;

export function SearchPicker<V extends string | number, T, K extends QueryKey>(
  props: SearchPickerProps<V, T, K>,
) {
  const { legend, searchLabel, search, value, onChange, error } = props;
  const { t } = useTranslation('auth');
  const id = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<PickerOption<V> | null>(null);
  const searched = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  // The last page stays up while the next loads; a failed load says why in a toast (spec §8).
  const { data: result, isFetching } = useQuery({
    ...search(searched, page),
    placeholderData: keepPreviousData,
    meta: { errorToast: true },
  });
  // From the keystroke to the answer (the debounce included), so typing shows at once that a search is on.
  const loading = isFetching || searched !== query.trim();

  const pages = result ? Math.max(1, Math.ceil(result.total / result.perPage)) : 1;
  const errorId = `${id}-error`;
  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="3" borderColor={error ? 'border.error' : 'border'}>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <Box asChild fontWeight="medium" px="1">
          <legend>{legend}</legend>
        </Box>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {selected && selected.value === value
              ? t('picker.selected', { label: selected.label })
              : t('picker.none')}
          </Text>
          <Input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
          {loading && (
            <HStack gap="2" role="status" fontSize="sm" color="fg.muted">
              <Spinner size="xs" />
              <Text as="span">{t('picker.loading')}</Text>
            </HStack>
          )}
          <Stack gap="1" maxH="64" overflowY="auto">
            {result?.options.map((option) => (
              <HStack asChild key={String(option.value)} gap="2" cursor="pointer">
                <label>
                  <input
                    type="radio"
                    name={id}
                    value={String(option.value)}
                    checked={option.value === value}
                    onChange={() => {
                      setSelected(option);
                      onChange(option);
                    }}
                  />
                  <Text as="span">{option.label}</Text>
                </label>
              </HStack>
            ))}
            {!loading && result && result.options.length === 0 && (
              <Text color="fg.muted">{t('picker.noMatches')}</Text>
            )}
          </Stack>
          {pages > 1 && (
            <HStack justify="space-between">
              <Button
                type="button"
                size="xs"
                variant="outline"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('picker.previous')}
              </Button>
              <Text fontSize="sm">{t('picker.page', { page, pages })}</Text>
              <Button
                type="button"
                size="xs"
                variant="outline"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('picker.next')}
              </Button>
            </HStack>
          )}
          {error && (
            <Text id={errorId} color="fg.error" fontSize="sm">
              {translateMessage(error)}
            </Text>
          )}
        </Stack>
      </fieldset>
    </Box>
  );
}
