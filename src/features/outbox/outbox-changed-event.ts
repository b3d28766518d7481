/** Dispatched on `window` whenever this tab changes the outbox; a string, so it costs a first visit nothing. */
export const outboxChangedEvent = 'raam-outbox-changed';
