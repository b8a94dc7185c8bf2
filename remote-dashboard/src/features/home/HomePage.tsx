/** Everything under /home: the dashboard, with the upload screens as overlays on top of it. */
import { Route, Routes } from '@crewroster/shared/router';
import { useSession } from '@crewroster/shared/session';
import { usePersistedQueries } from '../offline/persist-queries';
import { SubscriptionUpload } from '../subscription/SubscriptionUpload';
import { FileUpload } from '../upload/FileUpload';
import { PortalUpload } from '../upload/PortalUpload';
import { TextUpload } from '../upload/TextUpload';
import { UploadChoice } from '../upload/UploadChoice';
import { UploadSuccess } from '../upload/UploadSuccess';
import { Dashboard } from './Dashboard';

export default function HomePage() {
  // The last roster kept on this device shows before anything is fetched (offline, it is all there is).
  const ready = usePersistedQueries(useSession((s) => s.me?.user.pk));
  if (!ready) return null;
  return (
    <>
      <Dashboard />
      <Routes>
        <Route path="/home/upload" element={<UploadChoice />} />
        <Route path="/home/upload/portal" element={<PortalUpload />} />
        <Route path="/home/upload/file" element={<FileUpload />} />
        <Route path="/home/upload/src" element={<TextUpload />} />
        <Route path="/home/upload/address" element={<SubscriptionUpload />} />
        <Route path="/home/upload/success" element={<UploadSuccess />} />
        <Route path="*" element={null} />
      </Routes>
    </>
  );
}
