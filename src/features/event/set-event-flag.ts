import { eventModeFlag } from './event-flag.ts';

/** Flags event mode on or off for every page of this device (event-flag.ts reads it). */
export function setEventModeFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(eventModeFlag, 'on');
    else localStorage.removeItem(eventModeFlag);
  } catch {
    // No localStorage (some private modes): pages then load no event mode, as for a visitor.
  }
  window.dispatchEvent(new Event(eventModeFlag));
}
