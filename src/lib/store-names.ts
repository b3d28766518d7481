/**
 * The names this site's data goes by on a device: its IndexedDB databases, the outbox's keys
 * and its channel. No code: the header counts what waits with these before any of the storage
 * code has loaded, and the service worker and every tab must agree on them.
 */

/** Each database holds one object store, `records` (as idb-keyval makes them). */
export const storeNames = {
  content: 'raam-content',
  /** The outbox's records and the forms' drafts: what changes together is stored together. */
  submissions: 'raam-submissions',
  event: 'raam-event',
} as const;

export const objectStoreName = 'records';

/** Keys in the submissions store: `record:<id>` and `draft:<form>`. */
export const recordKeyPrefix = 'record:';
export const draftKeyPrefix = 'draft:';

/**
 * Where releases before 2026-11-27 kept records and drafts (keys without a prefix). What they
 * hold is carried over into the submissions store on the first start of a newer release.
 */
export const earlierStoreNames = { records: 'raam-outbox', drafts: 'raam-drafts' } as const;

/** The outbox's BroadcastChannel, DOM event and Background Sync tag. */
export const outboxChannel = 'raam-outbox';
