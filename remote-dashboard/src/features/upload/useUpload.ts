import type { RosterMapping, RosterPreview } from '@crewroster/shared/schemas';
import { useState } from 'react';
import { previewOf, uploadRoster } from './upload-roster';
import { useRosterImport } from './useRosterImport';

/**
 * Sends a roster file or pasted text (see useRosterImport). When the API is unsure of the roster's columns it
 * keeps the preview it answered with, for the user to confirm (send again with a mapping); any other failure is
 * the error toast. The caller keeps what the user entered in every case.
 */
export function useUpload() {
  const [preview, setPreview] = useState<RosterPreview>();
  const upload = useRosterImport(
    ({ source, mapping }: { source: File | string; mapping?: RosterMapping }, transfer) =>
      uploadRoster(source, mapping, transfer),
    (error) => {
      const asked = previewOf(error);
      if (asked) setPreview(asked);
      return Boolean(asked);
    },
  );
  return {
    ...upload,
    upload: (source: File | string, mapping?: RosterMapping) => upload.start({ source, mapping }),
    preview,
    clearPreview: () => setPreview(undefined),
  };
}
