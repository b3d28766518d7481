import { useEffect, useRef } from 'react';
import { needsAppAttributes, takeEarlyClick } from './early-click.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * For a control that cannot act until the app has hydrated it (a form's Submit, the chat
 * launcher; src/ui/early-click.ts): whether it has, the attributes that say so, and a ref for
 * the control. A click made before is made again right after the switch. There is no moment in
 * which a click is neither kept nor handled: up to the commit that takes the control over it
 * carries `data-needs-app`, so the page's start script marks a click on it pending; from that
 * commit on, the control acts itself.
 */
export function useHydratedControl<T extends HTMLElement>(
  /** What the click does, when a click could undo it (a toggle); a click by default. */
  clickAgain?: () => void,
) {
  const hydrated = useHydrated();
  const ref = useRef<T>(null);
  useEffect(() => {
    const control = ref.current;
    if (!hydrated || !control || !takeEarlyClick(control)) return;
    // In a task of its own, once React has finished with this commit.
    setTimeout(() => {
      if (!control.isConnected) return;
      if (clickAgain) clickAgain();
      else control.click();
    });
  }, [hydrated, clickAgain]);
  return { hydrated, ref, attributes: needsAppAttributes(hydrated) };
}
