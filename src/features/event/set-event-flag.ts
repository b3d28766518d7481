import { eventModeFlag } from './event-flag.ts';

/**
 * Flags event mode on or off for every page of this device (event-flag.ts reads it). False when
 * the browser refused (no localStorage in some private modes): its pages then load no event mode.
 */
export function setEventModeFlag(on: boolean): boolean {
  try {
    if (on) localStorage.setItem(eventModeFlag, 'on');
    else localStorage.removeItem(eventModeFlag);
  } catch {
    // Storage refused: the caller says the event could not be kept.
    return false;
  }
  window.dispatchEvent(new Event(eventModeFlag));
  return true;
}
