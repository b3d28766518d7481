/**
 * Presses on controls the app has not taken over yet (the chat launcher, a form's Submit on the
 * pre-rendered page): they are remembered and replayed once the control's code is there, so a
 * first tap is never lost and never needs repeating. Such a control carries `needsApp` until it
 * is taken over; a press on it meanwhile marks it `pending` (a spinner shows on it), from before
 * the first paint, by the page's one inline script (src/domain/page-start-script.ts).
 *
 * A page kept on the device by an earlier version of the site has no such script: there a
 * button a pointer pressed is focused without a keyboard focus ring, which counts as a press.
 */
import { needsApp, pending } from '../domain/early-press.ts';

/**
 * Attributes for a control the app must take over before it can act. The page's start script
 * may have marked a press on it before hydration: that is expected, not a mismatch.
 */
export function needsAppAttributes(takenOver: boolean) {
  return { [needsApp]: takenOver ? undefined : '', suppressHydrationWarning: true };
}

function pressedBeforeStart(control: Element): boolean {
  return (
    control.hasAttribute(pending) ||
    (control === document.activeElement && !control.matches(':focus-visible'))
  );
}

/** The control inside `root` pressed before it was taken over, marked pending from now on. */
export function earlyPressWithin(root: Element): HTMLElement | undefined {
  const controls = [...root.querySelectorAll<HTMLElement>(`[${needsApp}]`)];
  const pressed = controls.find(pressedBeforeStart);
  pressed?.setAttribute(pending, '');
  return pressed;
}

/** Whether `control` was pressed before it was taken over; the press is used up. */
export function takeEarlyPress(control: Element | null): boolean {
  if (!control || !pressedBeforeStart(control)) return false;
  control.removeAttribute(pending);
  return true;
}
