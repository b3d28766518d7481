import { useEffect } from 'react';
import { watchInactivity } from './inactivity.ts';
import { returnToStart } from './return-to-start.ts';

/** While event mode runs: after `seconds` without input, back to the start page. */
export function useReturnToStart(seconds: number | undefined): void {
  useEffect(() => {
    if (seconds === undefined) return;
    return watchInactivity(window, seconds * 1000, () => void returnToStart());
  }, [seconds]);
}
