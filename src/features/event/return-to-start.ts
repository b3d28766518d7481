import { paths } from '../../domain/paths.ts';
import { clearDraft } from '../forms/drafts.ts';

/**
 * Ready for the next student: the drafts go, and the app starts afresh on its start page. A new
 * document, not a route change: every form, menu, popover, chat and the outbox panel (with its
 * unlock) is gone with the old one, whatever part of the app held it. The installed app's
 * service worker serves the start page without a connection.
 */
export async function returnToStart(): Promise<void> {
  await Promise.all([clearDraft('inquiry'), clearDraft('application')]);
  window.location.replace(paths.home);
}
