/**
 * Event mode: a counsellor's device collecting applications at a fair (decisions 032, 034).
 * Its one way in. Everything but the device policy loads only where event mode is on, so what
 * the other parts of the site take from here are loaders, not components. A loader that only one
 * page or one other feature calls has a module of its own, so it travels in that caller's chunk
 * rather than in the code every first visit runs.
 */
export { type DevicePolicy, devicePolicy, useDevicePolicy } from './device-policy.ts';

/** The bar every page shows while an event runs (its count, the course's QR code, idle reset). */
export const loadEventBar = () => import('./event-bar.tsx').then((module) => module.EventBar);

export { loadEventModePanel } from './load-event-mode-panel.ts';

/** The outbox's view while locked: what waits, without a name, until the PIN is entered. */
export const loadLockedOutbox = () =>
  import('./locked-outbox.tsx').then((module) => module.LockedOutbox);

export { loadCollectingEvent } from './load-collecting-event.ts';
