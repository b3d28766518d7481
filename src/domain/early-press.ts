/** On a control the app has yet to take over (src/ui/early-press.ts). */
export const needsApp = 'data-needs-app';
/** On such a control once pressed: the press is carried out when the app takes it over. */
export const pending = 'data-pending';
