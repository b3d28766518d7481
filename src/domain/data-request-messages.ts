/**
 * What a person is told after sending a data request, from the server's answer alone: the form,
 * the outbox and the service worker map answers the same way.
 * Pure TypeScript: no DOM, no Node.
 */
import { dataRequestSuccessMessage } from './data-requests.ts';
import { formErrorBanner } from './submissions.ts';
import {
  isConfirmation,
  type ReplyFieldErrors,
  rejected,
  replyFieldErrors,
  replyMessage,
  type SubmissionOutcome,
  type SubmissionReply,
} from './submissions-messages.ts';

export const dataRequestSuccessTitle = 'Request Sent';
export const dataRequestFailureMessage = 'Your request could not be sent. Please try again.';

export function dataRequestOutcome(reply: SubmissionReply): SubmissionOutcome<ReplyFieldErrors> {
  if (isConfirmation(reply)) return { kind: 'success', message: dataRequestSuccessMessage };
  const fieldErrors = replyFieldErrors(reply.body);
  if (fieldErrors) return rejected(formErrorBanner, fieldErrors);
  const message = replyMessage(reply.body);
  return rejected(
    message ? `Your request could not be sent: ${message}` : dataRequestFailureMessage,
    undefined,
  );
}

/** The form's text when no answer came at all. */
export function dataRequestNetworkOutcome(): SubmissionOutcome<ReplyFieldErrors> {
  return { kind: 'network-error', message: dataRequestFailureMessage };
}
