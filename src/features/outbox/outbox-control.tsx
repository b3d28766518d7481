import { type ComponentType, useEffect, useState } from 'react';
import { loadUntilLoaded } from '../../lib/load-until-loaded.ts';
import {
  earlierStoreNames,
  outboxChannel,
  recordKeyPrefix,
  storeNames,
} from '../../lib/store-names.ts';
import { holdsAny, keysFrom } from '../../lib/stored-keys.ts';
import type { LockedOutboxProps } from './outbox-panel.tsx';

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
export function OutboxControl({ Locked }: { Locked?: ComponentType<LockedOutboxProps> }) {
  const [Indicator, setIndicator] = useState<ComponentType<{
    Locked?: ComponentType<LockedOutboxProps>;
  }> | null>(null);
  useEffect(() => {
    const show = () => loadIndicator().then((code) => setIndicator(() => code.OutboxIndicator));
    // Records this release keeps, or records an earlier one kept (carried over once the
    // indicator's code starts the outbox).
    const check = () =>
      void Promise.all([
        holdsAny(storeNames.submissions, keysFrom(recordKeyPrefix)),
        holdsAny(earlierStoreNames.records),
      ]).then((held) => {
        if (held.includes(true)) void show();
      });
    // Every change to the outbox, from any tab or the service worker, is posted on this channel;
    // where there is none (older Safari), this tab's own changes still arrive as a DOM event of
    // the same name (outbox-events.ts).
    const channel = self.BroadcastChannel && new BroadcastChannel(outboxChannel);
    if (channel) channel.onmessage = check;
    addEventListener(outboxChannel, check);
    check();
    return () => {
      channel?.close();
      removeEventListener(outboxChannel, check);
    };
  }, []);
  return Indicator && <Indicator Locked={Locked} />;
}
