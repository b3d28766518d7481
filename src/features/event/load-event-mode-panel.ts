/** /event's panel: start an event, or run and end the one that runs. */
export const loadEventModePanel = () =>
  import('./event-mode-panel.tsx').then((module) => module.EventModePanel);
