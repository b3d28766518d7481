import { type ComponentType, useEffect, useState } from 'react';

/**
 * Counts what waits in the outbox without any library, and without creating the database when
 * there is none: this runs on every first visit, so it must stay a few hundred bytes.
 */
function countWaiting(): Promise<number> {
  return new Promise((resolve) => {
    try {
      const opening = indexedDB.open('raam-outbox');
      // The database does not exist yet: nothing can wait in it, and it is not created here.
      opening.onupgradeneeded = () => opening.transaction?.abort();
      opening.onerror = () => resolve(0);
      opening.onsuccess = () => {
        const db = opening.result;
        try {
          const counting = db.transaction('records').objectStore('records').count();
          counting.onsuccess = () => resolve(counting.result);
          counting.onerror = () => resolve(0);
        } catch {
          resolve(0);
        } finally {
          db.close();
        }
      };
    } catch {
      resolve(0);
    }
  });
}

/**
 * The header's outbox control. Shows nothing until a submission waits on this device (found at
 * start, or announced by a form in any tab); only then do the indicator, the replay code and
 * the announcements load.
 */
export function OutboxControl() {
  const [Indicator, setIndicator] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Indicator || typeof indexedDB === 'undefined') return;
    let live = true;
    const check = async () => {
      if ((await countWaiting()) === 0 || !live) return;
      const { OutboxIndicator } = await import('./outbox-indicator.tsx');
      if (live) setIndicator(() => OutboxIndicator);
    };
    // Every change to the outbox, from any tab or the service worker, is posted here.
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel('raam-outbox') : undefined;
    if (channel) channel.onmessage = () => void check();
    void check();
    return () => {
      live = false;
      channel?.close();
    };
  }, [Indicator]);
  return Indicator ? <Indicator /> : null;
}
