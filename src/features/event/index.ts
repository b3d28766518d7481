/**
 * Event mode: a counsellor's device collecting applications at a fair (decisions 032, 034).
 * Its one way in. Everything but the device policy loads only where event mode is on, so what
 * the other parts of the site take from here are loaders, not components.
 */
import type { CollectingEvent } from '../outbox/index.ts';

export { type DevicePolicy, devicePolicy, useDevicePolicy } from './device-policy.ts';

/** The bar every page shows while an event runs (its count, the course's QR code, idle reset). */
export const loadEventBar = () => import('./event-bar.tsx').then((module) => module.EventBar);

/** /event's panel: start an event, or run and end the one that runs. */
export const loadEventModePanel = () =>
  import('./event-mode-panel.tsx').then((module) => module.EventModePanel);

/** The outbox's view while locked: what waits, without a name, until the PIN is entered. */
export const loadLockedOutbox = () =>
  import('./locked-outbox.tsx').then((module) => module.LockedOutbox);

/** The event a submission made now is collected at; undefined when none runs. */
export const loadCollectingEvent = (): Promise<CollectingEvent | undefined> =>
  import('./event-source.ts').then((module) => module.collectingEvent());
