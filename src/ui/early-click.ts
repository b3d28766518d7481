/**
 * Clicks on controls the app has not hydrated yet (the chat launcher, a form's Submit on the
 * pre-rendered page): they are remembered and replayed once the control's code is there, so a
 * first tap is never lost and never needs repeating. Such a control carries `needsApp` until it
 * is hydrated; a click on it meanwhile marks it `pending` (a spinner shows on it), from before
 * the first paint, by the page's one inline script (src/page-start/mark-early-click.ts).
 *
 * A page kept on the device by an earlier version of the site has no such script: there a
 * button a pointer clicked is focused without a keyboard focus ring, which counts as a click.
 */
import { needsApp, pending } from '../domain/early-click.ts';

/**
 * Attributes for a control the app must hydrate before it can act. The page's start script
 * may have marked a click on it before hydration: that is expected, not a mismatch.
 */
export function needsAppAttributes(hydrated: boolean) {
  return { [needsApp]: hydrated ? undefined : '', suppressHydrationWarning: true };
}

function clickedBeforeStart(control: Element): boolean {
  return (
    control.hasAttribute(pending) ||
    (control === document.activeElement && !control.matches(':focus-visible'))
  );
}

/** The control inside `root` clicked before it was hydrated, marked pending from now on. */
export function earlyClickWithin(root: Element): HTMLElement | undefined {
  const controls = [...root.querySelectorAll<HTMLElement>(`[${needsApp}]`)];
  const clicked = controls.find(clickedBeforeStart);
  clicked?.setAttribute(pending, '');
  return clicked;
}

/** Whether `control` was clicked before it was hydrated; the click is used up. */
export function takeEarlyClick(control: Element | null): boolean {
  if (!control || !clickedBeforeStart(control)) return false;
  control.removeAttribute(pending);
  return true;
}
