import { paths } from '../../domain/paths.ts';
import { keyValueStore, storeNames } from '../../lib/idb-store.ts';

/**
 * Ready for the next student: every draft goes, and the app starts afresh on its start page. A
 * new document, not a route change: every form, menu, popover, chat and the outbox panel (with
 * its unlock) is gone with the old one, whatever part of the app held it. The installed app's
 * service worker serves the start page without a connection.
 */
export async function returnToStart(): Promise<void> {
  // The drafts' store itself, whichever form kept one: importing the forms' drafts module here
  // would split it from the forms' own chunk, one more file on every form's first visit.
  const drafts = keyValueStore(storeNames.drafts);
  await drafts
    .keys()
    .then((keys) => Promise.all(keys.map((key) => drafts.delete(key))))
    .catch(() => undefined);
  window.location.replace(paths.home);
}
