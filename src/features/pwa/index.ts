/**
 * The installable, offline-capable app: the service worker's registration and updates, install,
 * what is ready offline, and the notices that say so.
 */
export { ConnectionStatus } from './connection-status.tsx';
export { listenForInstallOffer } from './install-offer.ts';
export { registerServiceWorker } from './service-worker.ts';
export { pageHoldsTypedData } from './typed-forms.ts';
export { UpdatePrompt } from './update-prompt.tsx';

/** The footer's "Save for offline" and offline status; loaded when the footer comes near. */
export const loadOfflineControls = () =>
  import('./offline-controls.tsx').then((module) => module.OfflineControls);

/** Caches the other pages once the visitor's page has settled, where data is not metered. */
export const warmUpWhenIdle = () =>
  import('./warm-up-when-idle.ts').then((module) => module.warmUpWhenIdle());
