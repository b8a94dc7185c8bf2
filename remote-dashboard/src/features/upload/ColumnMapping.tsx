/**
 * The column-mapping step (issue #19 item 3): the API was unsure what the columns of a table roster hold and
 * stored nothing. The user sees the first rows, what each column was taken for and how sure that is, and the
 * duties those rows give; corrects a column with its select, and imports with these columns (the same file or
 * text is sent again with the mapping, which the API then remembers for the airline's layout).
 */
import { useTranslation } from '@crewroster/shared/i18n';
import {
  COLUMN_ROLES,
  type ColumnRole,
  MAPPING_TIME_ZONES,
  type MappingTimeZone,
  type PreviewDuty,
  type RosterMapping,
  type RosterPreview,
} from '@crewroster/shared/schemas';
import { Box, Button, Field, Heading, HStack, Stack, Text } from '@crewroster/shared/ui';
import { NativeSelect } from '@crewroster/shared/ui/overlays';
import { useId, useState } from 'react';

type Sureness = 'high' | 'medium' | 'low';
const sureness = (confidence: number): Sureness =>
  confidence >= 0.75 ? 'high' : confidence >= 0.5 ? 'medium' : 'low';

function DutyLine({ duty }: { duty: PreviewDuty }) {
  const { t, i18n } = useTranslation('dashboard');
  const day = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${duty.date}T00:00:00Z`));
  const when = duty.start ? `${duty.start}–${duty.end ?? duty.start}` : t('upload.mapping.allDay');
  const route = duty.from && duty.to && duty.from !== duty.to ? `${duty.from} → ${duty.to}` : duty.from;
  const parts = [day, when, duty.title, route, t(`dutyTypes.${duty.type}`)].filter(Boolean);
  return <Box as="li">{parts.join(' · ')}</Box>;
}

export function ColumnMapping({
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: RosterPreview;
  busy: boolean;
  onConfirm: (mapping: RosterMapping) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [roles, setRoles] = useState<ColumnRole[]>(() => preview.columns.map((c) => c.role));
  const [times, setTimes] = useState<MappingTimeZone>(preview.times);
  const changed = roles.some((r, i) => r !== preview.columns[i]?.role) || times !== preview.times;
  const name = (i: number) => preview.header?.[i] || t('upload.mapping.column', { number: i + 1 });

  return (
    <Stack as="section" aria-labelledby={`${id}-heading`} gap="4">
      <Heading as="h3" size="md" id={`${id}-heading`}>
        {t('upload.mapping.heading')}
      </Heading>
      <Text>{t('upload.mapping.intro')}</Text>
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderRadius="md"
        tabIndex={0}
        role="region"
        aria-labelledby={`${id}-caption`}
      >
        <Box as="table" w="full" fontSize="sm" style={{ borderCollapse: 'collapse' }}>
          <Box as="caption" id={`${id}-caption`} textAlign="start" p="2" color="fg.muted">
            {t('upload.mapping.caption', { count: preview.rows.length, total: preview.totalRows })}
          </Box>
          <thead>
            <tr>
              <Box asChild p="2" textAlign="start" fontWeight="medium" color="fg.muted">
                <th scope="col">{t('upload.mapping.row')}</th>
              </Box>
              {preview.columns.map((column, i) => {
                const sure = sureness(column.confidence);
                return (
                  // Columns are fixed by the roster: their position is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Box key={i} asChild p="2" textAlign="start" verticalAlign="top" minW="10rem">
                    <th scope="col">
                      <Field.Root>
                        <Field.Label fontWeight="semibold">
                          {t('upload.mapping.columnLabel', { name: name(i) })}
                        </Field.Label>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            value={roles[i]}
                            onChange={(e) => {
                              const role = e.currentTarget.value as ColumnRole;
                              setRoles((all) => all.map((r, k) => (k === i ? role : r)));
                            }}
                          >
                            {COLUMN_ROLES.map((role) => (
                              <option key={role} value={role}>
                                {t(`upload.mapping.roles.${role}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        <Field.HelperText color={sure === 'low' ? 'fg.error' : 'fg.muted'}>
                          {t(`upload.mapping.sure.${sure}`)}
                        </Field.HelperText>
                      </Field.Root>
                    </th>
                  </Box>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <Box as="tr" key={row.line} borderTopWidth="1px">
                <Box asChild p="2" textAlign="start" fontWeight="normal" color="fg.muted">
                  <th scope="row">{row.line}</th>
                </Box>
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its column
                  <Box as="td" key={i} p="2" whiteSpace="nowrap">
                    {cell}
                  </Box>
                ))}
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
      <Field.Root maxW="sm">
        <Field.Label>{t('upload.mapping.times')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={times}
            onChange={(e) => setTimes(e.currentTarget.value as MappingTimeZone)}
          >
            {MAPPING_TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(`upload.mapping.timeZones.${zone}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box as="section" aria-labelledby={`${id}-duties`}>
        <Heading as="h4" size="sm" id={`${id}-duties`}>
          {t('upload.mapping.dutiesHeading')}
        </Heading>
        {preview.duties.length > 0 ? (
          <Box as="ul" ps="5" mt="1" fontSize="sm" listStyleType="disc">
            {preview.duties.map((duty, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this preview
              <DutyLine key={i} duty={duty} />
            ))}
          </Box>
        ) : (
          <Text fontSize="sm" mt="1">
            {t('upload.mapping.noDuties')}
          </Text>
        )}
        {changed && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t('upload.mapping.changed')}
          </Text>
        )}
      </Box>
      <HStack gap="3">
        <Button loading={busy} onClick={() => onConfirm({ columns: roles, times })}>
          {t('upload.mapping.confirm')}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('upload.mapping.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
