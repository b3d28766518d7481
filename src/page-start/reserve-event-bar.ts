import { eventModeFlag } from '../domain/event-mode.ts';

/**
 * In event mode the page opens with room for the event bar under the header (global.css), so
 * nothing moves when the app renders the bar after it starts.
 */
export function reserveEventBar(): void {
  try {
    if (localStorage.getItem(eventModeFlag) === 'on') {
      document.documentElement.dataset.eventBar = '';
    }
  } catch {
    // No localStorage: event mode cannot be on.
  }
}
