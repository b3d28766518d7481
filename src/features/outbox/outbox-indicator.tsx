import { type ComponentType, useEffect, useState } from 'react';
import {
  listStored,
  type OutboxRecord,
  onOutboxEvent,
  type UnreadableRecord,
} from '../../lib/outbox/index.ts';
import { Icon } from '../../ui/icon.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import classes from './outbox.module.css';
import type { LockedOutboxProps } from './outbox-panel.tsx';
import { startOutbox } from './outbox-runtime.ts';

const OutboxPanel = lazyPart(() =>
  import('./outbox-panel.tsx').then((module) => module.OutboxPanel),
);

/** How long a delivery stays announced on screen. */
const announcementMs = 8000;

function indicatorLabel(waiting: number, attention: number): string {
  const count = `${waiting} ${waiting === 1 ? 'submission' : 'submissions'} saved on this device`;
  return attention > 0
    ? `${count}, ${attention} ${attention === 1 ? 'needs' : 'need'} attention`
    : count;
}

/**
 * How many submissions wait on this device (nothing when none), the panel that lists them, and
 * the polite announcement when one has been delivered. Loaded once something waits; from then
 * on it keeps the replay running for this tab.
 */
export function OutboxIndicator({ Locked }: { Locked?: ComponentType<LockedOutboxProps> }) {
  const [records, setRecords] = useState<OutboxRecord[]>([]);
  const [unreadable, setUnreadable] = useState<UnreadableRecord[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      listStored().then(
        (next) => {
          if (!live) return;
          setRecords(next.records);
          setUnreadable(next.unreadable);
        },
        () => live && setRecords([]),
      );
    const stop = onOutboxEvent((event) => {
      if (event.type === 'changed') void refresh();
      else if (event.type === 'delivered') setAnnouncement(event.text);
    });
    void refresh();
    startOutbox();
    return () => {
      live = false;
      stop();
    };
  }, []);

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(''), announcementMs);
    return () => clearTimeout(timer);
  }, [announcement]);

  const attention =
    records.filter((record) => record.status === 'needs-attention').length + unreadable.length;
  const waiting = records.length + unreadable.length;
  return (
    <>
      {waiting > 0 && (
        <button
          type="button"
          className={classes.indicator}
          data-attention={attention > 0 || undefined}
          aria-haspopup="dialog"
          aria-label={indicatorLabel(waiting, attention)}
          title={indicatorLabel(waiting, attention)}
          onClick={() => setOpen(true)}
        >
          <Icon name="inbox" size={20} />
          <span className={classes.count} aria-hidden>
            {waiting}
          </span>
        </button>
      )}
      {open && (
        <OutboxPanel
          records={records}
          unreadable={unreadable}
          onClose={() => setOpen(false)}
          Locked={Locked}
        />
      )}
      <div
        role="status"
        aria-live="polite"
        className={classes.announcement}
        data-empty={!announcement || undefined}
      >
        {announcement}
      </div>
    </>
  );
}
