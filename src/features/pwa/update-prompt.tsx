import { lazy, Suspense } from 'react';
import { useServiceWorker } from './service-worker.ts';

function NoToast() {
  return null;
}

// Most visits never show either toast: their code loads once there is something to say. The
// service worker has just stored the site then, so the chunk is at hand even offline; should it
// still fail to load, the page goes on without the toast rather than breaking.
const UpdateToast = lazy(() =>
  import('./update-toast.tsx').then(
    (module) => ({ default: module.UpdateToast }),
    () => ({ default: NoToast }),
  ),
);

/** The new-version and offline-ready toasts, when the service worker has news. */
export function UpdatePrompt() {
  const { updateWaiting, offlineReady } = useServiceWorker();
  if (!updateWaiting && !offlineReady) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  );
}
