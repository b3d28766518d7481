/** On a control the app has yet to take over (src/ui/early-press.ts). */
export const needsApp = 'data-needs-app';
/** On such a control once pressed: the press is carried out when the app takes it over. */
export const pending = 'data-pending';
/**
 * On a deferred widget (src/ui/deferred.tsx) still showing its pre-rendered HTML: a button
 * pressed inside it is marked `pending` too, and pressed again once the widget is taken over.
 */
export const deferredWidget = 'data-deferred';
