/**
 * /home/upload/src: a roster pasted as text or HTML. What was typed stays in the box on an error, and under it
 * when the API asks to confirm the columns of a pasted table (column-mapping step).
 */
import { useTranslation } from '@crewroster/shared/i18n';
import { rosterTextSchema } from '@crewroster/shared/schemas';
import { Field, Stack, Text, Textarea } from '@crewroster/shared/ui';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { ColumnMapping } from './ColumnMapping';
import { ImportActions } from './ImportProgress';
import { UploadDialog } from './UploadDialog';
import { UploadInstructions } from './UploadInstructions';
import { useUpload } from './useUpload';

export function TextUpload() {
  const { t } = useTranslation('dashboard');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const importState = useUpload();
  const { upload, busy, preview, clearPreview } = importState;
  // The text the preview was made of: what is sent again with the mapping.
  const [asked, setAsked] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(rosterTextSchema, text);
    setError(result.success ? undefined : result.issues[0]?.message);
    if (result.success) {
      setAsked(result.output);
      void upload(result.output);
    }
  };

  return (
    <UploadDialog title={t('upload.textTitle')}>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate>
          <Text color="fg.muted">{t('upload.textHelp')}</Text>
          <UploadInstructions screen="textbox" />
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t('upload.textLabel')}</Field.Label>
            <Textarea
              rows={12}
              fontFamily="mono"
              fontSize="sm"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                clearPreview();
              }}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <ImportActions state={importState} submitLabel={t('upload.submit')} hideSubmit={Boolean(preview)} />
        </form>
      </Stack>
      {preview && (
        <Stack mt="6">
          <ColumnMapping
            preview={preview}
            busy={busy}
            onConfirm={(mapping) => void upload(asked, mapping)}
            onCancel={clearPreview}
          />
        </Stack>
      )}
    </UploadDialog>
  );
}
