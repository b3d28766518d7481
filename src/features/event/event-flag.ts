/**
 * Whether event mode is on, as one synchronous flag in localStorage: every page asks it, and an
 * ordinary visitor's page must not load event mode's code (or open IndexedDB) to learn it is
 * off. The event itself, with its PIN's hash, is kept in IndexedDB (event-store.ts); the flag
 * says only "on". Only reading it is here: every page's first download carries this module.
 */
import { useSyncExternalStore } from 'react';
import { eventModeFlag } from '../../domain/event-mode.ts';

/** The localStorage key is also the name of the window event that says it changed in this tab. */
export { eventModeFlag };

export function isEventModeFlagged(): boolean {
  try {
    return localStorage.getItem(eventModeFlag) === 'on';
  } catch {
    // No localStorage (blocked by the browser): this device cannot be running an event.
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(eventModeFlag, onChange);
  // Started or ended in another tab.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(eventModeFlag, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The flag, read after hydration (the pre-rendered page knows no device). */
export function useEventModeFlag(): boolean {
  return useSyncExternalStore(subscribe, isEventModeFlagged, () => false);
}
