/**
 * What an import did (issue #19 item 5): the duties it stored by kind ("Imported: 42 flights, 3 deadheads, …"),
 * whether a column mapping was used, and the rows it skipped with why, behind a disclosure (or that none was).
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { IMPORT_KINDS, type ImportReport } from '@crewroster/shared/schemas';
import { Box, Stack, Text } from '@crewroster/shared/ui';

export function ImportSummary({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation('dashboard');
  const counts = IMPORT_KINDS.filter((kind) => report.imported[kind] > 0).map((kind) =>
    t(`upload.kinds.${kind}`, { count: report.imported[kind] }),
  );
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'unit', style: 'long' }).format(
    counts,
  );
  const { total, rows } = report.skipped;
  return (
    <Stack gap="2">
      {counts.length > 0 && <Text fontWeight="semibold">{t('upload.imported', { list })}</Text>}
      {report.mapping && (
        <Text fontSize="sm" color="fg.muted">
          {t(report.mapping === 'confirmed' ? 'upload.mappingConfirmed' : 'upload.mappingRemembered')}
        </Text>
      )}
      {total === 0 ? (
        <Text fontSize="sm">{t('upload.skippedNone')}</Text>
      ) : (
        <Box as="details" fontSize="sm">
          <Box as="summary" cursor="pointer" fontWeight="medium">
            {t('upload.skipped', { count: total })}
          </Box>
          <Box as="ul" ps="5" mt="2" listStyleType="disc">
            {rows.map((row) => (
              <Box as="li" key={`${row.line}:${row.text}`} mb="1">
                <Text as="span" fontWeight="medium">
                  {t('upload.skippedLine', { line: row.line })}
                </Text>{' '}
                <Box as="code" fontFamily="mono" whiteSpace="pre-wrap" wordBreak="break-word">
                  {row.text}
                </Box>{' '}
                <Text as="span" color="fg.muted">
                  ({t(`upload.skipReasons.${row.reason}`)})
                </Text>
              </Box>
            ))}
            {total > rows.length && (
              <Box as="li">{t('upload.skippedMore', { count: total - rows.length })}</Box>
            )}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
