/**
 * The form's way into the outbox: keep the submission first, then send it at once. Only a 2xx
 * or the visitor's discard removes a record, except while the visitor is on the form: any HTTP
 * answer is shown there with the values still in the form, so the record is not needed.
 */
import type { Application, Inquiry } from '../../domain/submissions.ts';
import type { SubmissionReply } from '../../domain/submissions-messages.ts';
import { StorageUnavailableError } from '../../lib/idb-store.ts';
import { newIdempotencyKey } from '../submissions/idempotency-key.ts';
import { busy, withClaim } from './claim.ts';
import { emitOutboxEvent } from './outbox-events.ts';
import type { OutboxKind, OutboxRecord } from './outbox-record.ts';
import { deleteRecord, getRecord, updateRecord } from './outbox-store.ts';
import { backoffMs, postRecord, submitTimeoutMs } from './send-record.ts';

export type DirectSendResult =
  | { kind: 'answered'; reply: SubmissionReply }
  /** Kept on this device; it will be sent when the connection allows. */
  | { kind: 'queued' }
  /** Storage refused to keep it: the caller can only send it without a safety net. */
  | { kind: 'not-kept' };

/** While the form sends it, no replay picks it up; a tab closed mid-send leaves it due soon after. */
const formSendGraceMs = submitTimeoutMs + 5_000;

/**
 * Writes the submission to the outbox (a corrected record keeps its id, and its key while its
 * values are unchanged), then sends it.
 */
export async function enqueueAndSend(
  kind: OutboxKind,
  payload: Inquiry | Application,
  recordId?: string,
): Promise<DirectSendResult> {
  const id = recordId ?? newIdempotencyKey();
  const now = Date.now();
  try {
    await updateRecord(id, (current): OutboxRecord => {
      const unchanged =
        current !== undefined && JSON.stringify(current.payload) === JSON.stringify(payload);
      return {
        id,
        kind,
        payload,
        key: unchanged ? current.key : newIdempotencyKey(),
        savedAt: current?.savedAt ?? now,
        status: 'queued',
        attempts: 0,
        retryAt: now + formSendGraceMs,
        serverRetryAt: current?.serverRetryAt ?? 0,
      };
    });
  } catch (error) {
    if (error instanceof StorageUnavailableError) return { kind: 'not-kept' };
    throw error;
  }
  emitOutboxEvent({ type: 'changed' });
  const result = await withClaim(id, () => sendFromForm(id));
  return result === busy ? { kind: 'queued' } : result;
}

async function sendFromForm(id: string): Promise<DirectSendResult> {
  const record = await getRecord(id);
  if (!record) return { kind: 'queued' };
  const result = await postRecord(record);
  if (result.kind === 'response') {
    await deleteRecord(id);
    emitOutboxEvent({ type: 'changed' });
    return { kind: 'answered', reply: result };
  }
  await updateRecord(id, (current) =>
    current ? { ...current, attempts: 1, retryAt: Date.now() + backoffMs(1) } : undefined,
  );
  emitOutboxEvent({ type: 'changed' });
  return { kind: 'queued' };
}

/** A record's values and why it was refused, for its form to correct; undefined when gone. */
export async function readOutboxRecord(
  id: string,
): Promise<{ values: Record<string, string>; reason: string | undefined } | undefined> {
  const record = await getRecord(id).catch(() => undefined);
  if (!record) return undefined;
  return { values: { ...record.payload }, reason: record.lastError };
}
