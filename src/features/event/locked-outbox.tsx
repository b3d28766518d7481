import {
  kindLabel,
  type OutboxRecord,
  recordCourse,
  savedAtText,
  type UnreadableRecord,
} from '../outbox/index.ts';
import classes from './locked.module.css';
import { PinPrompt } from './pin-prompt.tsx';

interface LockedOutboxProps {
  records: readonly OutboxRecord[];
  unreadable: readonly UnreadableRecord[];
  onUnlock: () => void;
}

/**
 * The outbox panel in event mode until the PIN is entered: what waits, without a name, an
 * address or a way to open or export it, so the next student at the device sees no one else's.
 */
export function LockedOutbox({ records, unreadable, onUnlock }: LockedOutboxProps) {
  const waiting = records.length + unreadable.length;
  return (
    <div className={classes.locked}>
      <p className={classes.note}>
        {waiting === 0
          ? 'Nothing is waiting: everything has been sent.'
          : `${waiting} ${waiting === 1 ? 'submission is' : 'submissions are'} waiting to be sent from this device. Names and contact details stay hidden while event mode is on.`}
      </p>
      {records.length > 0 && (
        <ul className={classes.summary} aria-label="Waiting submissions">
          {records.map((record) => (
            <li key={record.id}>
              <span className={classes.kind}>{kindLabel(record.kind)}</span>
              <span>{recordCourse(record) || 'No course chosen'}</span>
              <span>{savedAtText(record)}</span>
            </li>
          ))}
        </ul>
      )}
      <PinPrompt
        purpose="to see names and contact details, correct or export"
        submitLabel="Show details"
        onUnlock={onUnlock}
      />
    </div>
  );
}
