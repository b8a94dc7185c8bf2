/** /home/upload/src: a roster pasted as text or HTML. What was typed stays in the box on an error. */
import { useTranslation } from '@crewroster/shared/i18n';
import { rosterTextSchema } from '@crewroster/shared/schemas';
import { Button, Field, Stack, Text, Textarea } from '@crewroster/shared/ui';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { UploadDialog } from './UploadDialog';
import { useUpload } from './useUpload';

export function TextUpload() {
  const { t } = useTranslation('dashboard');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { upload, busy } = useUpload();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(rosterTextSchema, text);
    setError(result.success ? undefined : result.issues[0]?.message);
    if (result.success) void upload(result.output);
  };

  return (
    <UploadDialog title={t('upload.textTitle')}>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate>
          <Text color="fg.muted">{t('upload.textHelp')}</Text>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t('upload.textLabel')}</Field.Label>
            <Textarea
              rows={12}
              fontFamily="mono"
              fontSize="sm"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={busy} alignSelf="start">
            {t('upload.submit')}
          </Button>
        </form>
      </Stack>
    </UploadDialog>
  );
}
