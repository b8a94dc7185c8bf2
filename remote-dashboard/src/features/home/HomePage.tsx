/** Everything under /home: the dashboard, with the upload screens as overlays on top of it. */
import { Route, Routes } from '@crewroster/shared/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { SubscriptionUpload } from '../subscription/SubscriptionUpload';
import { FileUpload } from '../upload/FileUpload';
import { PortalUpload } from '../upload/PortalUpload';
import { TextUpload } from '../upload/TextUpload';
import { UploadChoice } from '../upload/UploadChoice';
import { UploadSuccess } from '../upload/UploadSuccess';
import { Dashboard } from './Dashboard';

export default function HomePage() {
  // No retries on 4xx: the API's message is final; one retry on network trouble.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
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
    </QueryClientProvider>
  );
}
