/**
 * What a visitor is told after sending a form (product §3.9, §3.10, §8.2, §9), from the
 * server's answer alone.
 * Pure TypeScript: the forms, and later the outbox and the service worker, map answers the same way.
 */
import {
  applicationSuccessMessage,
  duplicateApplicationCode,
  duplicateApplicationMessage,
  inquirySuccessMessage,
} from './submissions.ts';

/** The server's answer as the HTTP client reports it. */
export interface SubmissionReply {
  status: number;
  ok: boolean;
  body: unknown;
}

/** A 400's messages by the field's path in the body: `email`, `guardian.name`, `source.event`. */
export type ReplyFieldErrors = Record<string, string>;

export type SubmissionOutcome<FieldErrors> =
  | { kind: 'success'; message: string }
  | { kind: 'rejected'; message: string; fieldErrors?: FieldErrors }
  | { kind: 'network-error'; message: string };

export const inquiryFailureMessage = 'Failed to submit. Please try again.';
export const inquirySuccessTitle = 'Message Sent!';
export const applicationSuccessTitle = 'Application Submitted!';
export const applicationReviewTime = '2-3 business days';
export const applicationReviewText = `A counsellor will contact you within ${applicationReviewTime}.`;
/** How long a confirmation card or a banner stays before the form shows again (product §9). */
export const formNoticeMs = 5000;

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The server's `message`, when it sent a usable one (a proxy's HTML page is not one). */
export function replyMessage(body: unknown): string | null {
  const message = asRecord(body).message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/**
 * The API's own confirmation that it stored a submission: a 2xx whose JSON names the stored
 * record's id. A Wi-Fi login page or a proxy answering 200 with HTML is not one.
 */
export function isConfirmation(reply: SubmissionReply): boolean {
  const id = asRecord(reply.body).id;
  return reply.ok && ((typeof id === 'string' && id !== '') || typeof id === 'number');
}

/**
 * Per-field messages of a 400, by the field's path in the body (`email`, `consent.version`,
 * `source.event`): every one with a text message, so a form places those it can and shows the
 * rest rather than lose them.
 */
export function replyFieldErrors(body: unknown): ReplyFieldErrors | undefined {
  const errors = asRecord(asRecord(body).errors);
  const picked: ReplyFieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message.trim() !== '') picked[field] = message.trim();
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

export function rejected<FieldErrors>(
  message: string,
  fieldErrors: FieldErrors | undefined,
): SubmissionOutcome<FieldErrors> {
  return fieldErrors ? { kind: 'rejected', message, fieldErrors } : { kind: 'rejected', message };
}

export function inquiryOutcome(reply: SubmissionReply): SubmissionOutcome<ReplyFieldErrors> {
  const message = replyMessage(reply.body);
  if (isConfirmation(reply)) return { kind: 'success', message: message ?? inquirySuccessMessage };
  return rejected(message ?? inquiryFailureMessage, replyFieldErrors(reply.body));
}

/** The contact form's text when no answer came at all. */
export function inquiryNetworkOutcome(): SubmissionOutcome<ReplyFieldErrors> {
  return { kind: 'network-error', message: inquiryFailureMessage };
}

export function applicationOutcome(reply: SubmissionReply): SubmissionOutcome<ReplyFieldErrors> {
  // The server's own text is only logged on success: the visitor always reads product §8.2's.
  if (isConfirmation(reply)) return { kind: 'success', message: applicationSuccessMessage };
  const body = asRecord(reply.body);
  if (reply.status === 409 && body.code === duplicateApplicationCode) {
    return { kind: 'rejected', message: duplicateApplicationMessage };
  }
  const message = replyMessage(reply.body);
  const text = message
    ? `Failed to submit your application: ${message}`
    : `Failed to submit your application: HTTP error! status: ${reply.status}. Please try again later.`;
  return rejected(text, replyFieldErrors(reply.body));
}

/** `error` is the client's own description, e.g. "Failed to fetch". */
export function applicationNetworkOutcome(error: string): SubmissionOutcome<ReplyFieldErrors> {
  return {
    kind: 'network-error',
    message: `Network error or server is unreachable: ${error}. Please try again later.`,
  };
}
