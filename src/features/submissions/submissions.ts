/**
 * The one way a form's values reach the server. Forms get a typed outcome and never see HTTP,
 * so a queue (the outbox) can later sit behind these two functions without touching the forms.
 */

import {
  type Application,
  type ApplicationErrors,
  type Inquiry,
  type InquiryErrors,
  normaliseApplication,
  normaliseInquiry,
} from '../../domain/submissions.ts';
import {
  applicationNetworkOutcome,
  applicationOutcome,
  inquiryNetworkOutcome,
  inquiryOutcome,
  type SubmissionOutcome,
  type SubmissionReply,
} from '../../domain/submissions-messages.ts';
import { request } from '../../lib/http.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

export type { SubmissionOutcome } from '../../domain/submissions-messages.ts';
export type InquiryOutcome = SubmissionOutcome<InquiryErrors>;
export type ApplicationOutcome = SubmissionOutcome<ApplicationErrors>;

type Kind = 'inquiries' | 'applications';

/** A slow mobile upload is still an answer worth waiting for; a dead one is not. */
const submitTimeoutMs = 20_000;

/**
 * The last submission of each kind that got no answer. Sending the very same values again reuses
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

async function send<FieldErrors>(
  kind: Kind,
  payload: Inquiry | Application,
  onReply: (reply: SubmissionReply) => SubmissionOutcome<FieldErrors>,
  onNoReply: (error: string) => SubmissionOutcome<FieldErrors>,
): Promise<SubmissionOutcome<FieldErrors>> {
  const key = keyFor(kind, JSON.stringify(payload));
  const result = await request(`/${kind}`, {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': key },
    timeoutMs: submitTimeoutMs,
  });
  if (result.kind === 'network-error') return onNoReply(result.message);
  if (unanswered.get(kind)?.key === key) unanswered.delete(kind);
  return onReply(result);
}

export function submitInquiry(values: Readonly<Partial<Inquiry>>): Promise<InquiryOutcome> {
  return send('inquiries', normaliseInquiry(values), inquiryOutcome, inquiryNetworkOutcome);
}

export function submitApplication(
  values: Readonly<Partial<Application>>,
): Promise<ApplicationOutcome> {
  return send(
    'applications',
    normaliseApplication(values),
    applicationOutcome,
    applicationNetworkOutcome,
  );
}
