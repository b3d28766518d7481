/**
 * Sends one claimed record and records what came of it. DOM-free: the page and the service
 * worker send the same way. Only a 2xx removes a record here.
 */
import {
  applicationOutcome,
  inquiryOutcome,
  type SubmissionReply,
} from '../../domain/submissions-messages.ts';
import { type HttpResult, request } from '../../lib/http.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import { deliveredText, type OutboxRecord } from './outbox-record.ts';
import { deleteRecord, getRecord, updateRecord } from './outbox-store.ts';

/** A slow mobile upload is still an answer worth waiting for; a dead one is not. */
export const submitTimeoutMs = 20_000;

const backoffBaseMs = 2_000;
const backoffCapMs = 5 * 60_000;
/** When a 429 names no time to wait. */
const defaultRetryAfterMs = 30_000;

/** Exponential, capped, with jitter so many devices coming back online do not all send at once. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** `Retry-After` in seconds or as an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null) return defaultRetryAfterMs;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? defaultRetryAfterMs : Math.max(0, date - now);
}

export type SendResult =
  | { kind: 'delivered'; reply: SubmissionReply }
  | { kind: 'refused'; reply: SubmissionReply }
  | { kind: 'no-answer'; message: string }
  | { kind: 'gone' };

export function postRecord(record: OutboxRecord): Promise<HttpResult> {
  return request(`/${record.kind}`, {
    method: 'POST',
    body: record.payload,
    headers: { 'Idempotency-Key': record.key },
    timeoutMs: submitTimeoutMs,
  });
}

/** The text for a refusal (product §8.2), as the form would show it. */
export function refusalText(record: Pick<OutboxRecord, 'kind'>, reply: SubmissionReply): string {
  return (record.kind === 'applications' ? applicationOutcome : inquiryOutcome)(reply).message;
}

/** A later try may succeed: no answer, the server busy or failing, or asked to wait. */
function isTransient(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * Replays a record the caller has claimed: delivered → removed and announced; refused for good
 * (409, other 4xx) → kept as needing attention; anything else → kept and retried later.
 */
export async function replayRecord(id: string): Promise<SendResult> {
  const record = await getRecord(id);
  // Delivered or discarded since it was listed, or waiting for the visitor to correct it.
  if (record?.status !== 'queued') return { kind: 'gone' };
  const result = await postRecord(record);
  const now = Date.now();
  if (result.kind === 'response' && result.ok) {
    await deleteRecord(id);
    emitOutboxEvent({ type: 'changed' });
    emitOutboxEvent({ type: 'delivered', text: deliveredText(record) });
    return { kind: 'delivered', reply: result };
  }
  if (result.kind === 'response' && !isTransient(result.status)) {
    await updateRecord(id, (current) =>
      current
        ? { ...current, status: 'needs-attention', lastError: refusalText(current, result) }
        : undefined,
    );
    emitOutboxEvent({ type: 'changed' });
    return { kind: 'refused', reply: result };
  }
  await updateRecord(id, (current) => {
    if (!current) return undefined;
    const attempts = current.attempts + 1;
    if (result.kind === 'response' && result.status === 429) {
      const wait = retryAfterMs(result.headers.get('Retry-After'), now);
      return { ...current, attempts, serverRetryAt: now + wait };
    }
    return { ...current, attempts, retryAt: now + backoffMs(attempts) };
  });
  emitOutboxEvent({ type: 'changed' });
  if (result.kind === 'response') return { kind: 'refused', reply: result };
  return { kind: 'no-answer', message: result.message };
}
