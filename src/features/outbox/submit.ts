/**
 * The one way a form's values reach the server. Forms get a typed outcome and never see HTTP:
 * every submission goes through the outbox (kept on the device, then sent), and only where
 * storage refuses to keep it is it sent without that safety net.
 */

import type { Agreement } from '../../domain/agreement.ts';
import {
  dataRequestNetworkOutcome,
  dataRequestOutcome,
} from '../../domain/data-request-messages.ts';
import { type DataRequest, normaliseDataRequest } from '../../domain/data-requests.ts';
import type { SubmissionSource } from '../../domain/submission-source.ts';
import {
  type Application,
  type Inquiry,
  normaliseApplication,
  normaliseInquiry,
} from '../../domain/submissions.ts';
import {
  applicationNetworkOutcome,
  applicationOutcome,
  inquiryNetworkOutcome,
  inquiryOutcome,
  isConfirmation,
  type ReplyFieldErrors,
  type SubmissionOutcome,
  type SubmissionReply,
} from '../../domain/submissions-messages.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import {
  type OutboxKind as Kind,
  type OutboxPayload,
  type OutboxRecord,
  postRecord,
} from '../../lib/outbox/index.ts';
import { clearDraft, type DraftName } from './drafts.ts';
import { enqueueAndSend } from './outbox.ts';
import { startOutbox } from './outbox-runtime.ts';

/** No answer came, but the submission is kept on this device and will be sent later. */
export interface QueuedOutcome {
  kind: 'queued';
}

/** The server refused it; it stays on this device under `recordId` until sent or discarded. */
export interface KeptRefusal<FieldErrors> {
  kind: 'refused';
  message: string;
  fieldErrors?: FieldErrors;
  recordId: string;
}

/**
 * The server could not take it now (busy, failing): `message` is the form's error text; it
 * stays on this device under `recordId` and is sent again by itself.
 */
export interface WaitingRefusal {
  kind: 'waiting';
  message: string;
  recordId: string;
}

export type FormOutcome<FieldErrors> =
  | SubmissionOutcome<FieldErrors>
  | QueuedOutcome
  | KeptRefusal<FieldErrors>
  | WaitingRefusal;
export type InquiryOutcome = FormOutcome<ReplyFieldErrors>;
export type ApplicationOutcome = FormOutcome<ReplyFieldErrors>;
export type DataRequestOutcome = FormOutcome<ReplyFieldErrors>;

/** Where a submission is collected (event mode): its source, and the tally that counts it. */
export interface CollectingEvent {
  source: SubmissionSource;
  /** Counts the record as collected once it is kept or sent; never rejects. */
  count(record: Pick<OutboxRecord, 'id' | 'kind' | 'payload'>): Promise<void>;
}

export interface SubmitOptions {
  /** The outbox record being corrected and sent again. */
  recordId?: string;
  /**
   * The form's draft: it goes when the submission is kept (in the same transaction), or, where
   * nothing can be kept, once the server has it.
   */
  draft?: DraftName;
  /** The consent, and a minor's guardian, sent with the values. */
  agreement?: Agreement;
  /** The event it is collected at, when event mode is on. */
  event?: CollectingEvent;
}

/**
 * Without storage only: the last submission of each kind that got no answer. Sending the very same values again reuses
 * its key: if the first attempt did reach the server, the server replays that answer instead of
 * storing a second record (or calling the visitor's own application a duplicate).
 */
const unanswered = new Map<Kind, { payload: string; key: string }>();

function keyFor(kind: Kind, payload: string): string {
  const previous = unanswered.get(kind);
  if (previous?.payload === payload) return previous.key;
  const key = newIdempotencyKey();
  unanswered.set(kind, { payload, key });
  return key;
}

/** Sent as an outbox record would be, but nothing is kept: the key is what makes a retry safe. */
async function sendUnkept<FieldErrors>(
  unkept: Pick<OutboxRecord, 'kind' | 'payload' | 'agreement' | 'source'>,
  onReply: (reply: SubmissionReply) => SubmissionOutcome<FieldErrors>,
  onNoReply: (error: string) => SubmissionOutcome<FieldErrors>,
): Promise<SubmissionOutcome<FieldErrors>> {
  const { kind } = unkept;
  const key = keyFor(kind, JSON.stringify([unkept.payload, unkept.agreement, unkept.source]));
  const result = await postRecord({ ...unkept, key });
  if (result.kind === 'network-error') return onNoReply(result.message);
  // A Wi-Fi login page answering for the server: nothing reached the academy.
  if (result.ok && !isConfirmation(result))
    return onNoReply('the answer came from somewhere else, such as a Wi-Fi login page');
  if (unanswered.get(kind)?.key === key) unanswered.delete(kind);
  return onReply(result);
}

async function send<FieldErrors>(
  kind: Kind,
  payload: OutboxPayload,
  onReply: (reply: SubmissionReply) => SubmissionOutcome<FieldErrors>,
  onNoReply: (error: string) => SubmissionOutcome<FieldErrors>,
  options: SubmitOptions,
): Promise<FormOutcome<FieldErrors>> {
  // A person's request about their own data is not a lead collected at the event.
  const event = kind === 'data-requests' ? undefined : options.event;
  let result: Awaited<ReturnType<typeof enqueueAndSend>>;
  try {
    const { recordId, draft: dropDraft, agreement } = options;
    result = await enqueueAndSend(kind, payload, {
      recordId,
      dropDraft,
      agreement,
      source: event?.source,
    });
  } catch (error) {
    // Whatever went wrong on this device, the visitor hears of it and keeps the values.
    return onNoReply(error instanceof Error ? error.message : String(error));
  }
  if (result.kind === 'confirmed' || result.kind === 'queued' || result.kind === 'busy') {
    await event?.count({ id: result.recordId, kind, payload });
  }
  if (result.kind === 'confirmed') return onReply(result.reply);
  if (result.kind === 'refused') {
    const refusal = onReply(result.reply);
    return { ...refusal, kind: 'refused', recordId: result.recordId };
  }
  if (result.kind === 'busy') {
    startOutbox();
    return { kind: 'waiting', message: onReply(result.reply).message, recordId: result.recordId };
  }
  if (result.kind === 'queued') {
    startOutbox();
    return { kind: 'queued' };
  }
  const { agreement, draft } = options;
  const outcome = await sendUnkept(
    { kind, payload, agreement, source: event?.source },
    onReply,
    onNoReply,
  );
  if (outcome.kind === 'success' && draft) await clearDraft(draft);
  return outcome;
}

export function submitInquiry(
  values: Readonly<Partial<Inquiry>>,
  options: SubmitOptions = {},
): Promise<InquiryOutcome> {
  return send(
    'inquiries',
    normaliseInquiry(values),
    inquiryOutcome,
    inquiryNetworkOutcome,
    options,
  );
}

export function submitApplication(
  values: Readonly<Partial<Application>>,
  options: SubmitOptions = {},
): Promise<ApplicationOutcome> {
  return send(
    'applications',
    normaliseApplication(values),
    applicationOutcome,
    applicationNetworkOutcome,
    options,
  );
}

export function submitDataRequest(
  values: Readonly<Partial<DataRequest>>,
  options: SubmitOptions = {},
): Promise<DataRequestOutcome> {
  return send(
    'data-requests',
    normaliseDataRequest(values),
    dataRequestOutcome,
    dataRequestNetworkOutcome,
    options,
  );
}
