import { paths } from '../../domain/paths.ts';
import { clearDrafts } from '../outbox/index.ts';

/**
 * Ready for the next student: every draft goes, and the app starts afresh on its start page. A
 * new document, not a route change: every form, menu, popover, chat and the outbox panel (with
 * its unlock) is gone with the old one, whatever part of the app held it. The installed app's
 * service worker serves the start page without a connection.
 */
export async function returnToStart(): Promise<void> {
  await clearDrafts();
  window.location.replace(paths.home);
}
