/**
 * The one flush, run on start, on `online`, on becoming visible, on the backoff timer, on "Send
 * now" and on the service worker's `sync` event. DOM-free. One runner at a time across tabs and
 * the worker (Web Locks); where there are none, each record's lease still keeps any record from
 * being sent twice at once.
 */
import { busy, withClaim, withFlushLock } from './claim.ts';
import type { OutboxRecord } from './outbox-record.ts';
import { listRecords } from './outbox-store.ts';
import { replayRecord } from './send-record.ts';

export interface FlushOptions {
  /** The visitor asked ("Send now", back online): our own backoff is skipped, a 429's wait is not. */
  force?: boolean;
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

export function earliestAttempt(record: OutboxRecord, force: boolean): number {
  return Math.max(record.serverRetryAt, force ? 0 : record.retryAt);
}

async function flushOnce({ force = false }: FlushOptions): Promise<FlushSummary> {
  let unanswered = 0;
  let inARow = 0;
  for (const record of await listRecords()) {
    if (record.status !== 'queued' || earliestAttempt(record, force) > Date.now()) continue;
    const result = await withClaim(record.id, () => replayRecord(record.id));
    if (result === busy || result.kind === 'gone') continue;
    if (result.kind === 'no-answer') {
      unanswered += 1;
      inARow += 1;
      if (inARow >= giveUpAfterNoAnswers) break;
    } else {
      inARow = 0;
    }
  }
  const waiting = (await listRecords()).filter((record) => record.status === 'queued');
  const next = waiting.map((record) => earliestAttempt(record, false));
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
    queuedAgain = { force: Boolean(queuedAgain?.force || options.force) };
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
