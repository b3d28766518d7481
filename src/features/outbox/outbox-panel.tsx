import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../domain/paths.ts';
import {
  emitOutboxEvent,
  kindLabel,
  type OutboxKind,
  type OutboxRecord,
  recordName,
  recordTopic,
  savedAtText,
  serverBusyText,
  topicLabel,
  type UnreadableRecord,
} from '../../lib/outbox/index.ts';
import classes from './outbox.module.css';
import { discardKept } from './outbox.ts';
import { replayNow } from './outbox-runtime.ts';

/** What a locked outbox shows instead of the records (event mode, until its PIN is entered). */
export interface LockedOutboxProps {
  records: readonly OutboxRecord[];
  unreadable: readonly UnreadableRecord[];
  onUnlock: () => void;
}

interface OutboxPanelProps {
  records: readonly OutboxRecord[];
  unreadable: readonly UnreadableRecord[];
  onClose: () => void;
  /** Names, contact details and export wait behind this until it unlocks (event mode). */
  Locked?: ComponentType<LockedOutboxProps>;
}

/** Where each kind's form is, to correct and send a record again. */
const formPaths: Record<OutboxKind, string> = {
  inquiries: paths.contact,
  applications: paths.apply,
  'data-requests': paths.yourData,
};

function statusText(record: OutboxRecord): string {
  if (record.status === 'needs-attention') return 'Needs attention';
  return record.serverBusy ? serverBusyText : 'Waiting to be sent';
}

async function exportUnsent(
  records: readonly OutboxRecord[],
  unreadable: readonly UnreadableRecord[],
  format: 'csv' | 'json',
) {
  const { downloadUnsent } = await import('./export-unsent.ts');
  downloadUnsent(records, unreadable, format);
}

interface ConfirmDiscardProps {
  id: string;
  /** "application", "inquiry", "saved submission". */
  what: string;
  onKeep: () => void;
}

function ConfirmDiscard({ id, what, onKeep }: ConfirmDiscardProps) {
  const keep = useRef<HTMLButtonElement>(null);
  // The safe choice takes the focus: Enter pressed twice never discards.
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className={classes.confirm}>
      <p>Discard this {what}? It will not be sent and cannot be recovered.</p>
      <div className={classes.buttons}>
        <button
          type="button"
          className={classes.danger}
          onClick={() =>
            // Kept after all (storage failed): the panel reads the outbox again and still lists it.
            discardKept([id]).catch(() => emitOutboxEvent({ type: 'changed' }))
          }
        >
          Yes, discard
        </button>
        <button type="button" ref={keep} className={classes.secondary} onClick={onKeep}>
          Keep it
        </button>
      </div>
    </div>
  );
}

function RecordItem({ record, onEdit }: { record: OutboxRecord; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const headingId = `outbox-${record.id}`;
  const topic = recordTopic(record);
  return (
    <li className={classes.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.itemTitle}>
        {kindLabel(record.kind)}: {recordName(record) || 'no name'}
      </h3>
      <dl className={classes.facts}>
        {topic && (
          <>
            <dt>{topicLabel(record.kind)}</dt>
            <dd>{topic}</dd>
          </>
        )}
        <dt>Saved</dt>
        <dd>{savedAtText(record)}</dd>
        <dt>Status</dt>
        <dd data-status={record.status}>{statusText(record)}</dd>
        {record.lastError && (
          <>
            <dt>Last error</dt>
            <dd>{record.lastError}</dd>
          </>
        )}
      </dl>
      {confirming ? (
        <ConfirmDiscard
          id={record.id}
          what={kindLabel(record.kind).toLowerCase()}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className={classes.buttons}>
          {record.status === 'queued' ? (
            <button
              type="button"
              className={classes.primary}
              disabled={sending}
              onClick={async () => {
                setSending(true);
                await replayNow({ visitorAsked: true });
                setSending(false);
              }}
            >
              {sending ? 'Sending...' : 'Send now'}
            </button>
          ) : (
            <button type="button" className={classes.primary} onClick={onEdit}>
              Edit and resend
            </button>
          )}
          <button type="button" className={classes.secondary} onClick={() => setConfirming(true)}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}

/** Kept, but no longer readable as a submission: it can still be exported or discarded. */
function UnreadableItem({ entry }: { entry: UnreadableRecord }) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `outbox-${entry.id}`;
  return (
    <li className={classes.item} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.itemTitle}>
        A saved submission that can no longer be read
      </h3>
      <p>
        It was saved by another version of this site, or has been damaged, so it cannot be sent.
        "Export unsent (JSON)" below keeps a copy of what is left of it.
      </p>
      {confirming ? (
        <ConfirmDiscard id={entry.id} what="saved submission" onKeep={() => setConfirming(false)} />
      ) : (
        <div className={classes.buttons}>
          <button type="button" className={classes.secondary} onClick={() => setConfirming(true)}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The outbox, opened from the header: what is kept on this device and why, with a way to send,
 * correct, discard or export each submission. A native modal dialog: focus stays inside, Escape
 * closes it, focus returns to the header button.
 */
export function OutboxPanel({ records, unreadable, onClose, Locked }: OutboxPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  // Until the panel closes: it opens locked again.
  const [unlocked, setUnlocked] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function edit(record: OutboxRecord) {
    onClose();
    navigate(formPaths[record.kind], {
      state: { outboxRecord: record.id },
    });
  }

  return (
    <dialog ref={dialog} className={classes.panel} aria-labelledby="outbox-title" onClose={onClose}>
      <div className={classes.panelHead}>
        <h2 id="outbox-title" className={classes.panelTitle}>
          Saved on this device
        </h2>
        <button type="button" className={classes.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      {Locked && !unlocked ? (
        <Locked records={records} unreadable={unreadable} onUnlock={() => setUnlocked(true)} />
      ) : (
        <>
          <p className={classes.privacy}>
            These inquiries and applications have not reached the academy yet. They are kept only in
            this browser on this device — names, email addresses, phone numbers, addresses and
            messages. Those waiting are sent automatically when the connection returns, then
            removed; those needing attention stay until you send them again or discard them.{' '}
            {Locked
              ? // Event mode: the names go behind the PIN again as soon as the panel closes.
                'Only someone with the event’s PIN can see them here until then.'
              : 'Anyone using this device can see them here until then.'}
          </p>
          {records.length + unreadable.length === 0 ? (
            <p>Nothing is waiting: everything has been sent.</p>
          ) : (
            <>
              <ul className={classes.list}>
                {records.map((record) => (
                  <RecordItem key={record.id} record={record} onEdit={() => edit(record)} />
                ))}
                {unreadable.map((entry) => (
                  <UnreadableItem key={entry.id} entry={entry} />
                ))}
              </ul>
              <section className={classes.export} aria-labelledby="outbox-export">
                <h3 id="outbox-export" className={classes.itemTitle}>
                  Export unsent
                </h3>
                <p>
                  A copy of every field, for when this device cannot get back online. The files hold
                  personal data: keep them safe and delete them once they have been handed over.
                </p>
                <div className={classes.buttons}>
                  <button
                    type="button"
                    className={classes.secondary}
                    onClick={() => void exportUnsent(records, unreadable, 'csv')}
                  >
                    Export unsent (CSV)
                  </button>
                  <button
                    type="button"
                    className={classes.secondary}
                    onClick={() => void exportUnsent(records, unreadable, 'json')}
                  >
                    Export unsent (JSON)
                  </button>
                </div>
              </section>
            </>
          )}
        </>
      )}
    </dialog>
  );
}
