import { useEffect } from 'react';
import { watchInactivity } from './inactivity.ts';
import { returnToStart } from './return-to-start.ts';

/** While event mode runs: after `seconds` without input, back to the start page. */
export function useReturnToStart(seconds: number | undefined): void {
  useEffect(() => {
    if (seconds === undefined) return;
    // The event is read after the page has started: a student may have typed or tapped before,
    // and then walked away. The browser knows (the page's user activation).
    const touchedAlready = navigator.userActivation?.hasBeenActive ?? false;
    return watchInactivity(window, seconds * 1000, () => void returnToStart(), { touchedAlready });
  }, [seconds]);
}
