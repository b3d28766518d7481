import { deferredWidget, needsApp, pending } from '../domain/early-click.ts';

/**
 * Marks a click on a control the app has yet to hydrate (src/ui/early-click.ts), or on a
 * button of a widget whose code has yet to arrive (src/ui/deferred.tsx), so the app carries it
 * out once it has. The nearest control that needs the app wins over a widget's button.
 */
export function markEarlyClick(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const control = target.closest(`[${needsApp}]`) ?? target.closest(`[${deferredWidget}] button`);
  control?.setAttribute(pending, '');
}
