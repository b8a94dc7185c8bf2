/**
 * /home/upload/file: one roster file, checked against the spec's size and type rules before it is sent. When the
 * API is unsure of its columns, the column-mapping step shows under the chosen file, which is sent again with the
 * confirmed mapping (never chosen again).
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { ROSTER_EXTENSIONS } from '@crewroster/shared/schemas';
import { Field, Input, Stack, Text } from '@crewroster/shared/ui';
import { type FormEvent, useState } from 'react';
import { ColumnMapping } from './ColumnMapping';
import { ImportActions } from './ImportProgress';
import { UploadDialog } from './UploadDialog';
import { UploadInstructions } from './UploadInstructions';
import { rosterFileError } from './upload-roster';
import { useUpload } from './useUpload';

export function FileUpload() {
  const { t } = useTranslation('dashboard');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const importState = useUpload();
  const { upload, busy, preview, clearPreview } = importState;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rosterFileError(file);
    setError(problem);
    if (!problem && file) void upload(file);
  };

  return (
    <UploadDialog title={t('upload.fileTitle')}>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate>
          <Text color="fg.muted">{t('upload.fileHelp')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('upload.systems')}
          </Text>
          <UploadInstructions screen="uploadbox" />
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t('upload.fileLabel')}</Field.Label>
            <Input
              type="file"
              p="1"
              accept={ROSTER_EXTENSIONS.join(',')}
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0]);
                setError(undefined);
                clearPreview();
              }}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <ImportActions state={importState} submitLabel={t('upload.submit')} hideSubmit={Boolean(preview)} />
        </form>
      </Stack>
      {preview && file && (
        <Stack mt="6">
          <ColumnMapping
            preview={preview}
            busy={busy}
            onConfirm={(mapping) => void upload(file, mapping)}
            onCancel={clearPreview}
          />
        </Stack>
      )}
    </UploadDialog>
  );
}
