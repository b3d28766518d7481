import { lazyPart } from '../../ui/lazy-part.tsx';
import { useServiceWorker } from './service-worker.ts';

// Most visits never show either toast: their code loads once there is something to say. The
// service worker has just stored the site then, so the chunk is at hand even offline; should it
// still fail to load, the page goes on without the toast until it can load.
const UpdateToast = lazyPart(
  () => import('./update-toast.tsx').then((module) => module.UpdateToast),
  { quiet: true },
);

/** The new-version and offline-ready toasts, when the service worker has news. */
export function UpdatePrompt() {
  const { updateWaiting, offlineReady } = useServiceWorker();
  if (!updateWaiting && !offlineReady) return null;
  return <UpdateToast />;
}
