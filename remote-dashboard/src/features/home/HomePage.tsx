/** Everything under /home: the dashboard, with the upload screens as overlays on top of it. */
import { Route, Routes } from '@crewroster/shared/router';
import { isOffline, useSession } from '@crewroster/shared/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { usePersistedQueries } from '../offline/persist-queries';
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
        defaultOptions: {
          // Back online after being offline, the roster is fetched again however fresh it looked (issue 15).
          // A fetch that got no answer (a network that reaches nothing) is tried again every few seconds.
          queries: {
            retry: 1,
            staleTime: 30_000,
            refetchOnWindowFocus: false,
            refetchOnReconnect: 'always',
            refetchInterval: (query) => (isOffline(query.state.error ?? undefined) ? 5_000 : false),
          },
          // Offline, an action fails at once and says it needs a connection: nothing is queued silently (issue 15).
          mutations: { networkMode: 'always' },
        },
      }),
  );
  // The last roster kept on this device shows before anything is fetched (offline, it is all there is).
  const ready = usePersistedQueries(
    client,
    useSession((s) => s.me?.user.pk),
  );
  if (!ready) return null;
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
