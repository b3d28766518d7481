/** On a control the app has yet to hydrate (src/ui/early-click.ts). */
export const needsApp = 'data-needs-app';
/** On such a control once clicked: the click is carried out when the app hydrates it. */
export const pending = 'data-pending';
/**
 * On a deferred widget (src/ui/deferred.tsx) still showing its pre-rendered HTML: a button
 * clicked inside it is marked `pending` too, and clicked again once the widget is hydrated.
 */
export const deferredWidget = 'data-deferred';
