/**
 * The localStorage key that says event mode is on on this device (decision 032), read by the
 * app and by the page's start script before the first paint.
 */
export const eventModeFlag = 'raam-event-mode';
