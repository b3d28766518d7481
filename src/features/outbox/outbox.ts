/**
 * The form's way into the outbox: keep the submission first, then send it at once. Whatever the
 * answer, the record stays until the server confirms it or the visitor discards it (the delete
 * rule, outbox-store.ts): a refusal leaves it needing attention, shown on the form.
 */

import type { Agreement } from '../../domain/agreement.ts';
import type { SubmissionSource } from '../../domain/submission-source.ts';
import type { ReplyFieldErrors, SubmissionReply } from '../../domain/submissions-messages.ts';
import { StorageUnavailableError } from '../../lib/idb-store.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import {
  busy,
  deleteRecord,
  discardedByVisitor,
  emitOutboxEvent,
  getRecord,
  isTooOldToReplay,
  type OutboxKind,
  type OutboxPayload,
  type OutboxRecord,
  sendRecord,
  submitTimeoutMs,
  updateRecord,
  withClaim,
} from '../../lib/outbox/index.ts';
import { reportAndUse } from '../../lib/report.ts';
import { askToKeepStorage } from './keep-storage.ts';

export type DirectSendResult =
  | { kind: 'confirmed'; reply: SubmissionReply; recordId: string }
  /** Refused; kept on this device as needing attention, under `recordId`. */
  | { kind: 'refused'; reply: SubmissionReply; recordId: string }
  /** The server could not take it now; kept under `recordId` and sent again by itself. */
  | { kind: 'busy'; reply: SubmissionReply; recordId: string }
  /** Kept on this device under `recordId`; it will be sent when the connection allows. */
  | { kind: 'queued'; recordId: string }
  /** Storage refused to keep it: the caller can only send it without a safety net. */
  | { kind: 'not-kept' };

export interface EnqueueOptions {
  /** The outbox record being corrected and sent again. */
  recordId?: string;
  /** The form's draft the record succeeds: it goes in the transaction that keeps the record. */
  dropDraft?: string;
  /** Where it was collected (event mode). A corrected record keeps the source it was kept with. */
  source?: SubmissionSource;
  /** The consent, and a minor's guardian, sent with the values. */
  agreement?: Agreement;
}

/** While the form sends it, no replay picks it up; a tab closed mid-send leaves it due soon after. */
const formSendGraceMs = submitTimeoutMs + 5_000;

/** The same body, so the same key may carry it: the server hashes the consent too. */
function sameBody(
  current: OutboxRecord | undefined,
  payload: OutboxPayload,
  agreement: Agreement | undefined,
): current is OutboxRecord {
  return (
    current !== undefined &&
    JSON.stringify([current.payload, current.agreement]) === JSON.stringify([payload, agreement])
  );
}

/**
 * What this page last kept under each id. A record the form still shows may be delivered by a
 * replay (another tab, the service worker) while the visitor looks at the server's refusal:
 * sending the very same values again then reuses its key, and the server answers with what it
 * stored the first time instead of storing it twice.
 */
const keptHere = new Map<string, OutboxRecord>();

/**
 * Writes the submission to the outbox (a corrected record keeps its id, and its key while its
 * values are unchanged and the server still remembers it), then sends it.
 */
export async function enqueueAndSend(
  kind: OutboxKind,
  payload: OutboxPayload,
  { recordId, dropDraft, source, agreement }: EnqueueOptions = {},
): Promise<DirectSendResult> {
  const id = recordId ?? newIdempotencyKey();
  const now = Date.now();
  try {
    const written = await updateRecord(
      id,
      (stored): OutboxRecord => {
        const current = stored ?? keptHere.get(id);
        const keepKey = sameBody(current, payload, agreement) && !isTooOldToReplay(current, now);
        const keptSource = current?.source ?? source;
        return {
          id,
          kind,
          payload,
          ...(keptSource ? { source: keptSource } : {}),
          ...(agreement ? { agreement } : {}),
          key: keepKey ? current.key : newIdempotencyKey(),
          keyAt: keepKey ? current.keyAt : now,
          savedAt: current?.savedAt ?? now,
          status: 'queued',
          attempts: 0,
          retryAt: now + formSendGraceMs,
          serverRetryAt: stored?.serverRetryAt ?? 0,
        };
      },
      { dropDraft },
    );
    if (written) keptHere.set(id, written);
  } catch (error) {
    if (error instanceof StorageUnavailableError) return { kind: 'not-kept' };
    throw error;
  }
  emitOutboxEvent({ type: 'changed' });
  askToKeepStorage();
  try {
    const result = await withClaim(id, () => sendRecord(id, 'form'));
    if (result === busy) return { kind: 'queued', recordId: id };
    if (result.kind === 'delivered') {
      return { kind: 'confirmed', reply: result.reply, recordId: id };
    }
    if (result.kind === 'refused' || result.kind === 'busy') {
      return { kind: result.kind, reply: result.reply, recordId: id };
    }
    return { kind: 'queued', recordId: id };
  } catch (error) {
    // Storage failed after the record was kept (claiming it, reading it back): it waits in the
    // outbox and the next replay sends it.
    if (error instanceof StorageUnavailableError) return { kind: 'queued', recordId: id };
    throw error;
  }
}

/**
 * A record's values, what was agreed with them, why it was refused and the refusal's messages
 * by field, for its form to correct; undefined when gone.
 */
export async function readOutboxRecord(id: string): Promise<
  | {
      values: Record<string, string>;
      agreement: Agreement | undefined;
      reason: string | undefined;
      fieldErrors: ReplyFieldErrors | undefined;
      /** Still waiting to be sent by itself: the server was busy, nothing needs correcting. */
      waiting: boolean;
    }
  | undefined
> {
  const record = await getRecord(id).catch(
    reportAndUse('A saved submission could not be read', undefined),
  );
  if (!record) return undefined;
  return {
    values: { ...record.payload },
    agreement: record.agreement,
    reason: record.lastError,
    fieldErrors: record.fieldErrors,
    waiting: record.status === 'queued',
  };
}

/**
 * Removes the stored entries `ids` after the visitor chose to delete them, having seen each named
 * ("Clear my data on this device"). Resolves to how many went.
 */
export async function discardKept(ids: readonly string[]): Promise<number> {
  await Promise.all(ids.map((id) => deleteRecord(id, discardedByVisitor)));
  if (ids.length > 0) emitOutboxEvent({ type: 'changed' });
  for (const id of ids) emitOutboxEvent({ type: 'discarded', id });
  return ids.length;
}
