import { type ComponentType, useEffect, useState } from 'react';
import { loadUntilLoaded } from '../../lib/load-until-loaded.ts';

let indicatorCode: Promise<typeof import('./outbox-indicator.tsx')> | undefined;
/** Nothing shows until it can: its code is asked for again once the connection is back. */
const loadIndicator = () =>
  (indicatorCode ??= loadUntilLoaded(
    () => import('./outbox-indicator.tsx'),
    () => {},
  ));

/**
 * The header's outbox control. Shows nothing until a submission waits on this device (found at
 * start, or announced by a form in any tab); only then do the indicator, the replay code and
 * the announcements load. This runs on every first visit, so it counts what waits without any
 * library and without creating the database when there is none: a few hundred bytes.
 */
export function OutboxControl() {
  const [Indicator, setIndicator] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = () => loadIndicator().then((code) => setIndicator(() => code.OutboxIndicator));
    const check = () => {
      try {
        const opening = indexedDB.open('raam-outbox');
        // No database yet: nothing waits, and it is not created here.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onsuccess = () => {
          const db = opening.result;
          try {
            const counting = db.transaction('records').objectStore('records').count();
            counting.onsuccess = () => counting.result > 0 && void show();
          } catch {
            // Not the outbox's shape: nothing the app can send.
          }
          db.close();
        };
      } catch {
        // No storage on this device: nothing can wait in it.
      }
    };
    // Every change to the outbox, from any tab or the service worker, is posted on this channel;
    // where there is none (older Safari), this tab's own changes still arrive as a DOM event of
    // the same name (outbox-events.ts).
    const channel = self.BroadcastChannel && new BroadcastChannel('raam-outbox');
    if (channel) channel.onmessage = check;
    addEventListener('raam-outbox', check);
    check();
    return () => {
      channel?.close();
      removeEventListener('raam-outbox', check);
    };
  }, []);
  return Indicator && <Indicator />;
}
