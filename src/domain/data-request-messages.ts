/**
 * What a person is told after sending a data request, from the server's answer alone: the form,
 * the outbox and the service worker map answers the same way.
 * Pure TypeScript: no DOM, no Node.
 */
import {
  type DataRequest,
  type DataRequestErrors,
  dataRequestSuccessMessage,
} from './data-requests.ts';
import { formErrorBanner } from './submissions.ts';
import {
  isConfirmation,
  rejected,
  replyFieldErrors,
  replyMessage,
  type SubmissionOutcome,
  type SubmissionReply,
} from './submissions-messages.ts';

export const dataRequestSuccessTitle = 'Request Sent';
export const dataRequestFailureMessage = 'Your request could not be sent. Please try again.';

const dataRequestFields = [
  'email',
  'phone',
  'request',
  'message',
] as const satisfies readonly (keyof DataRequest)[];

export function dataRequestOutcome(reply: SubmissionReply): SubmissionOutcome<DataRequestErrors> {
  if (isConfirmation(reply)) return { kind: 'success', message: dataRequestSuccessMessage };
  const fieldErrors = replyFieldErrors(reply.body, dataRequestFields);
  if (fieldErrors) return rejected(formErrorBanner, fieldErrors);
  const message = replyMessage(reply.body);
  return rejected(
    message ? `Your request could not be sent: ${message}` : dataRequestFailureMessage,
    undefined,
  );
}

/** The form's text when no answer came at all. */
export function dataRequestNetworkOutcome(): SubmissionOutcome<DataRequestErrors> {
  return { kind: 'network-error', message: dataRequestFailureMessage };
}
