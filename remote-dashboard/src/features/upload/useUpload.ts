import { errorMessage } from '@crewroster/shared/api';
import { useNavigate } from '@crewroster/shared/router';
import { notify } from '@crewroster/shared/ui';
import { useState } from 'react';
import { uploadRoster } from './upload-roster';

/** Sends a roster; on success shows the success screen with what was imported, on failure the error toast. */
export function useUpload() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const upload = async (source: File | string) => {
    setBusy(true);
    try {
      const statistics = await uploadRoster(source);
      navigate('/home/upload/success', { state: { statistics } });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy };
}
