/**
 * The one flush, run on start, on `online`, on becoming visible, on the backoff timer, on "Send
 * now" and on the service worker's `sync` event. DOM-free. One runner at a time across tabs and
 * the worker (Web Locks); where there are none, each record's lease still keeps any record from
 * being sent twice at once.
 */
import { busy, withClaim, withFlushLock } from './claim.ts';
import type { OutboxRecord } from './outbox-record.ts';
import { listRecords } from './outbox-store.ts';
import { longestWaitMs, sendRecord } from './send-record.ts';

export interface FlushOptions {
  /** A fresh chance (back online, the worker's sync): our own backoff is skipped, a 429's wait is not. */
  force?: boolean;
  /** The visitor clicked "Send now": no wait holds, a 429's neither. */
  visitorAsked?: boolean;
}

export interface FlushSummary {
  /** Queued records still waiting after this flush. */
  waiting: number;
  /** When the earliest of them may be tried again; undefined when none waits. */
  nextAttemptAt: number | undefined;
  /** Records that got no answer this time (the browser's Background Sync retries on failure). */
  unanswered: number;
}

/** After this many records in a row get no answer, the connection is gone: stop for now. */
const giveUpAfterNoAnswers = 3;

/**
 * When a record may be sent next. A time further off than any wait we set can only come from a
 * clock moved back since it was set: such a record is due now rather than stalled.
 */
export function earliestAttempt(
  record: OutboxRecord,
  { force = false, visitorAsked = false }: FlushOptions,
  now: number,
): number {
  const ours = force || visitorAsked ? 0 : record.retryAt;
  const server = visitorAsked ? 0 : record.serverRetryAt;
  const at = Math.max(ours, server);
  return at - now > longestWaitMs ? now : at;
}

async function flushOnce(options: FlushOptions): Promise<FlushSummary> {
  let unanswered = 0;
  let inARow = 0;
  for (const record of await listRecords()) {
    const now = Date.now();
    if (record.status !== 'queued' || earliestAttempt(record, options, now) > now) continue;
    const result = await withClaim(record.id, () => sendRecord(record.id, 'replay'));
    if (result === busy || result.kind === 'gone' || result.kind === 'held') continue;
    if (result.kind === 'no-answer') {
      unanswered += 1;
      inARow += 1;
      if (inARow >= giveUpAfterNoAnswers) break;
    } else {
      inARow = 0;
    }
  }
  const waiting = (await listRecords()).filter((record) => record.status === 'queued');
  const now = Date.now();
  const next = waiting.map((record) => earliestAttempt(record, {}, now));
  return {
    waiting: waiting.length,
    nextAttemptAt: next.length > 0 ? Math.min(...next) : undefined,
    unanswered,
  };
}

let running: Promise<FlushSummary> | undefined;
let queuedAgain: FlushOptions | undefined;

/**
 * Flushes the outbox. Calls while a flush runs in this context are folded into one more run
 * after it, so a burst of triggers (online + visible + timer) sends nothing twice.
 */
export function flushOutbox(options: FlushOptions = {}): Promise<FlushSummary> {
  if (running) {
    queuedAgain = {
      force: Boolean(queuedAgain?.force || options.force),
      visitorAsked: Boolean(queuedAgain?.visitorAsked || options.visitorAsked),
    };
    return running;
  }
  running = (async () => {
    try {
      let next: FlushOptions | undefined = options;
      let summary: FlushSummary = { waiting: 0, nextAttemptAt: undefined, unanswered: 0 };
      while (next) {
        const current: FlushOptions = next;
        queuedAgain = undefined;
        summary = await withFlushLock(() => flushOnce(current));
        next = queuedAgain;
      }
      return summary;
    } finally {
      // In the same turn as the last check above: no trigger can fall between the two.
      running = undefined;
    }
  })();
  return running;
}

/**
 * The service worker's Background Sync for the outbox: the same flush, failing while anything
 * still waits, so the browser fires the sync again later (with its own backoff) instead of
 * taking the queue for sent.
 */
export async function syncOutbox(): Promise<void> {
  const summary = await flushOutbox({ force: true });
  if (summary.waiting > 0) throw new Error('Submissions still wait to be sent');
}
