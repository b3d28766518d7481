/**
 * Sends one claimed record and records what came of it: the outbox's states in one place.
 * DOM-free: the page and the service worker send the same way.
 *
 * queued → (sent) → confirmed: let go (the delete rule, outbox-store.ts)
 *                 → no answer, or an answer that is not the API's: queued, backed off
 *                 → the server busy or failing (transient): queued, backed off (and for as
 *                   long as its Retry-After asks), whoever sent it: nobody needs to act
 *                 → refused for what a person can correct: needs attention (on the form, or
 *                   in the outbox panel with the fields to correct)
 * queued for longer than the server remembers its key → needs attention, not sent
 * needs attention → only the visitor moves it: corrected and sent from the form, or discarded
 */
import { dataRequestOutcome } from '../../domain/data-request-messages.ts';
import { dayMs, replayWindowDays } from '../../domain/submission-keys.ts';
import {
  applicationOutcome,
  inquiryOutcome,
  isConfirmation,
  replyFieldErrors,
  type SubmissionOutcome,
  type SubmissionReply,
} from '../../domain/submissions-messages.ts';
import { type HttpResult, request } from '../http.ts';
import { StorageUnavailableError } from '../idb-store.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { deliveredText, type OutboxKind, type OutboxRecord } from './outbox-record.ts';
import { type Confirmation, deleteRecord, getRecord, updateRecord } from './outbox-store.ts';

/** A slow mobile upload is still an answer worth waiting for; a dead one is not. */
export const submitTimeoutMs = 20_000;

const backoffBaseMs = 2_000;
const backoffCapMs = 5 * 60_000;
/** When a 429 names no time to wait. */
const defaultRetryAfterMs = 30_000;
/** However long a Retry-After asks for: a record is never held back longer than this. */
const retryAfterCapMs = 10 * 60_000;
/** No record waits longer than this; a time further off can only come from a clock moved back. */
export const longestWaitMs = Math.max(backoffCapMs, retryAfterCapMs);

/** Exponential, capped, with jitter so many devices coming back online do not all send at once. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** `Retry-After` in seconds or as an HTTP date (RFC 9110 §10.2.3), capped. */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null) return defaultRetryAfterMs;
  const trimmed = header.trim();
  const date = Date.parse(trimmed);
  const asked = /^\d+$/.test(trimmed)
    ? Number(trimmed) * 1000
    : Number.isNaN(date)
      ? defaultRetryAfterMs
      : Math.max(0, date - now);
  return Math.min(asked, retryAfterCapMs);
}

/** Who sends: the form the visitor is on, or a replay (flush) with nobody watching. */
export type Sender = 'form' | 'replay';

export type SendResult =
  | { kind: 'delivered'; reply: SubmissionReply }
  /** Refused for what a person must correct: the record is kept, needing attention. */
  | { kind: 'refused'; reply: SubmissionReply }
  /** The server could not take it now: the record is kept and sent again by itself. */
  | { kind: 'busy'; reply: SubmissionReply }
  /** No answer, or one that did not come from the API (a Wi-Fi login page): kept, retried. */
  | { kind: 'no-answer'; message: string }
  /** Not sent: it needs the visitor (too old to replay safely). */
  | { kind: 'held' }
  | { kind: 'gone' };

/** The body as the form first sent it; a record kept before consent was asked has no agreement. */
export function recordBody(record: Pick<OutboxRecord, 'payload' | 'agreement' | 'source'>) {
  const { payload, agreement, source } = record;
  return { ...payload, ...agreement, ...(source ? { source } : {}) };
}

/** The one POST of a submission, under its key; a record never sent from the outbox too. */
export function postRecord(
  record: Pick<OutboxRecord, 'kind' | 'key' | 'payload' | 'agreement' | 'source'>,
): Promise<HttpResult> {
  return request(`/${record.kind}`, {
    method: 'POST',
    body: recordBody(record),
    headers: { 'Idempotency-Key': record.key },
    timeoutMs: submitTimeoutMs,
  });
}

/** The only way to a Confirmation: the API's own answer naming what it stored. */
export function confirmation(result: HttpResult): Confirmation | undefined {
  return result.kind === 'response' && isConfirmation(result)
    ? { confirmedBy: 'server', reply: result }
    : undefined;
}

const outcomes: Record<OutboxKind, (reply: SubmissionReply) => SubmissionOutcome<unknown>> = {
  inquiries: inquiryOutcome,
  applications: applicationOutcome,
  'data-requests': dataRequestOutcome,
};

/** The text for a refusal (product §8.2), as the form would show it. */
export function refusalText(record: Pick<OutboxRecord, 'kind'>, reply: SubmissionReply): string {
  return outcomes[record.kind](reply).message;
}

/**
 * Answers only a person can resolve: the values are invalid (400, 422), the academy already has
 * this application (409), or the body is too large or not JSON (413, 415). Every other refusal
 * (408, 425, 429, 5xx, a proxy's 404 while the site is being moved) says nothing about the
 * values: the same body is sent again, under the same key, until the server takes it.
 */
const correctableStatuses: ReadonlySet<number> = new Set([400, 409, 413, 415, 422]);

export function needsPerson(status: number): boolean {
  return correctableStatuses.has(status);
}

/** What the outbox says of a record the server could not take yet. */
export const serverBusyText = 'Waiting — the server is busy; it will be sent automatically';

export const tooOldText = `Saved more than ${replayWindowDays} days ago, so the academy can no longer tell whether it already arrived. Check with the academy, then send it again or discard it.`;

/** Its key may be forgotten by the server: replaying it could store it twice. */
export function isTooOldToReplay(record: Pick<OutboxRecord, 'keyAt'>, now: number): boolean {
  return now - record.keyAt > replayWindowDays * dayMs;
}

/** What becomes of a record after an answer other than the confirmation. */
function afterSend(current: OutboxRecord, result: HttpResult, now: number): OutboxRecord {
  const attempts = current.attempts + 1;
  const {
    lastError: _previous,
    fieldErrors: _previousFields,
    serverBusy: _busy,
    ...rest
  } = current;
  if (result.kind === 'network-error' || result.ok) {
    return { ...rest, attempts, retryAt: now + backoffMs(attempts) };
  }
  const lastError = refusalText(current, result);
  if (needsPerson(result.status)) {
    const fieldErrors = replyFieldErrors(result.body);
    return {
      ...rest,
      attempts,
      status: 'needs-attention',
      lastError,
      ...(fieldErrors ? { fieldErrors } : {}),
    };
  }
  // Busy: a Retry-After (429, 503) is honoured, and is the whole wait: the server has said when
  // (our own backoff, grown by tries without a connection, would add minutes to it). A 429
  // without one still waits a while; any other busy answer backs off.
  const retryAfter = result.headers.get('Retry-After');
  const serverNamesWait = retryAfter !== null || result.status === 429;
  const serverRetryAt = serverNamesWait
    ? now + retryAfterMs(retryAfter, now)
    : current.serverRetryAt;
  return {
    ...rest,
    attempts,
    serverRetryAt,
    lastError,
    serverBusy: true,
    retryAt: serverNamesWait ? serverRetryAt : now + backoffMs(attempts),
  };
}

function outcome(result: HttpResult, confirmed: Confirmation | undefined): SendResult {
  if (confirmed) return { kind: 'delivered', reply: confirmed.reply };
  if (result.kind === 'response' && !result.ok) {
    return needsPerson(result.status)
      ? { kind: 'refused', reply: result }
      : { kind: 'busy', reply: result };
  }
  return {
    kind: 'no-answer',
    message:
      result.kind === 'network-error'
        ? result.message
        : 'the answer came from somewhere else, such as a Wi-Fi login page',
  };
}

/** Sends a record the caller has claimed, and keeps or lets go of it by the answer. */
export async function sendRecord(id: string, sender: Sender): Promise<SendResult> {
  const record = await getRecord(id);
  // Delivered or discarded since it was listed, or waiting for the visitor to correct it.
  if (!record || (sender === 'replay' && record.status !== 'queued')) return { kind: 'gone' };
  if (sender === 'replay' && isTooOldToReplay(record, Date.now())) {
    await updateRecord(id, (current) =>
      current ? { ...current, status: 'needs-attention', lastError: tooOldText } : undefined,
    );
    emitOutboxEvent({ type: 'changed' });
    return { kind: 'held' };
  }
  const result = await postRecord(record);
  const confirmed = confirmation(result);
  try {
    if (confirmed) await deleteRecord(id, confirmed);
    else {
      const now = Date.now();
      await updateRecord(id, (current) => current && afterSend(current, result, now));
    }
  } catch (error) {
    // The answer stands even when storage fails now. A confirmed record left behind is sent
    // again under its key and confirmed again (the server replays its answer); any other stays
    // as it was, to be sent again.
    if (!(error instanceof StorageUnavailableError)) throw error;
  }
  emitOutboxEvent({ type: 'changed' });
  if (confirmed && sender === 'replay') {
    emitOutboxEvent({ type: 'delivered', text: deliveredText(record) });
  }
  return outcome(result, confirmed);
}
