import type { CollectingEvent } from '../outbox/index.ts';

/** The event a submission made now is collected at; undefined when none runs. */
export const loadCollectingEvent = (): Promise<CollectingEvent | undefined> =>
  import('./event-source.ts').then((module) => module.collectingEvent());
