import { useEffect, useRef } from 'react';
import { needsAppAttributes, takeEarlyPress } from './early-press.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * For a control that cannot act until the app has taken it over (a form's Submit, the chat
 * launcher; src/ui/early-press.ts): whether it has, the attributes that say so, and a ref for
 * the control. A press made before is made again right after the switch. There is no moment in
 * which a press is neither kept nor handled: up to the commit that takes the control over it
 * carries `data-needs-app`, so the page's start script marks a press on it pending; from that
 * commit on, the control acts itself.
 */
export function useTakenOver<T extends HTMLElement>(
  /** What the press does, when a click could undo it (a toggle); a click by default. */
  pressAgain?: () => void,
) {
  const takenOver = useHydrated();
  const ref = useRef<T>(null);
  useEffect(() => {
    const control = ref.current;
    if (!takenOver || !control || !takeEarlyPress(control)) return;
    // In a task of its own, once React has finished with this commit.
    setTimeout(() => {
      if (!control.isConnected) return;
      if (pressAgain) pressAgain();
      else control.click();
    });
  }, [takenOver, pressAgain]);
  return { takenOver, ref, attributes: needsAppAttributes(takenOver) };
}
