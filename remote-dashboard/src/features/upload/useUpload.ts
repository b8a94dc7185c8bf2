import { errorMessage } from '@crewroster/shared/api';
import { useNavigate } from '@crewroster/shared/router';
import type { RosterMapping, RosterPreview } from '@crewroster/shared/schemas';
import { notify } from '@crewroster/shared/ui';
import { useState } from 'react';
import { previewOf, uploadRoster } from './upload-roster';

/**
 * Sends a roster; on success shows the success screen with what was imported. When the API is unsure of the
 * roster's columns it keeps the preview it answered with, for the user to confirm (send again with a mapping);
 * any other failure is the error toast. The caller keeps what the user entered in every case.
 */
export function useUpload() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<RosterPreview>();
  const upload = async (source: File | string, mapping?: RosterMapping) => {
    setBusy(true);
    try {
      const answer = await uploadRoster(source, mapping);
      navigate('/home/upload/success', { state: answer });
    } catch (error) {
      const asked = previewOf(error);
      if (asked) setPreview(asked);
      else notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy, preview, clearPreview: () => setPreview(undefined) };
}
