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
import { request } from '../../lib/http.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { isEventModeFlagged } from '../event/event-flag.ts';
import type { CollectingEvent } from '../event/event-source.ts';
import { enqueueAndSend } from '../outbox/outbox.ts';
import type { OutboxKind as Kind, OutboxPayload } from '../outbox/outbox-record.ts';
import { startOutbox } from '../outbox/outbox-runtime.ts';
import { recordBody, submitTimeoutMs } from '../outbox/send-record.ts';

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

export interface SubmitOptions {
  /** The outbox record being corrected and sent again. */
  recordId?: string;
  /** Once the submission is kept on this device, before it is sent. */
  onKept?: () => Promise<void>;
  /** The consent, and a minor's guardian, sent with the values. */
  agreement?: Agreement;
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

/**
 * The event this submission is collected at, when event mode is on. Its code loads only then:
 * a visitor's form pays one localStorage read.
 */
async function collectingEvent(kind: Kind): Promise<CollectingEvent | undefined> {
  // A person's request about their own data is not a lead collected at the event.
  if (kind === 'data-requests' || !isEventModeFlagged()) return undefined;
  try {
    const module = await import('../event/event-source.ts');
    return await module.collectingEvent();
  } catch {
    // Its code could not load: the submission still goes, without its source.
    return undefined;
  }
}

async function sendUnkept<FieldErrors>(
  kind: Kind,
  body: ReturnType<typeof recordBody>,
  onReply: (reply: SubmissionReply) => SubmissionOutcome<FieldErrors>,
  onNoReply: (error: string) => SubmissionOutcome<FieldErrors>,
): Promise<SubmissionOutcome<FieldErrors>> {
  const key = keyFor(kind, JSON.stringify(body));
  const result = await request(`/${kind}`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
    timeoutMs: submitTimeoutMs,
  });
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
  const event = await collectingEvent(kind);
  let result: Awaited<ReturnType<typeof enqueueAndSend>>;
  try {
    result = await enqueueAndSend(kind, payload, { ...options, source: event?.source });
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
  const body = recordBody({ payload, agreement: options.agreement, source: event?.source });
  return sendUnkept(kind, body, onReply, onNoReply);
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
