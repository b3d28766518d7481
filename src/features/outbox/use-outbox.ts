import { useEffect, useState } from 'react';
import {
  listStored,
  type OutboxRecord,
  onOutboxEvent,
  type UnreadableRecord,
} from '../../lib/outbox/index.ts';
import { reportAndUse } from '../../lib/report.ts';

export interface OutboxContents {
  records: OutboxRecord[];
  unreadable: UnreadableRecord[];
}

/**
 * What the outbox keeps, read again whenever it changes: a delivery by this page, another tab
 * or the service worker's Background Sync. Undefined until read.
 */
export function useOutbox(): OutboxContents | undefined {
  const [contents, setContents] = useState<OutboxContents | undefined>();
  useEffect(() => {
    let live = true;
    const read = () =>
      void listStored()
        .catch(reportAndUse('The outbox could not be read', { records: [], unreadable: [] }))
        .then((next) => {
          if (live) setContents(next);
        });
    read();
    const stop = onOutboxEvent((event) => {
      if (event.type === 'changed') read();
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return contents;
}

/** The ids the outbox still keeps: what has not been delivered. */
export function keptIds(contents: OutboxContents): Set<string> {
  return new Set([...contents.records, ...contents.unreadable].map((entry) => entry.id));
}
