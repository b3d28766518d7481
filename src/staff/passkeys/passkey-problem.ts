/**
 * What to tell a person when a passkey step fails: the server's own message when it answered
 * (401, 410, 429 …), plain words for the browser's and the authenticator's refusals.
 */
import { WebAuthnError } from '@simplewebauthn/browser';
import { staffNeedsConnection } from '../../domain/staff-workspace.ts';
import { NoConnectionError, StaffApiError } from '../api/client.ts';

export type PasskeyStep = 'sign-in' | 'enrol';

export interface PasskeyProblem {
  /** `offline`: the request never reached the server; `cancelled`: the person (or the time) stopped it. */
  kind: 'offline' | 'server' | 'cancelled' | 'unsupported' | 'site-name' | 'other';
  message: string;
  /** The server's status when it answered. */
  status?: number;
}

export const unsupportedBrowser =
  'This browser cannot use passkeys. Open this page in a recent Chrome, Edge, Safari or Firefox.';

const cancelled: Record<PasskeyStep, string> = {
  'sign-in': 'Signing in was cancelled or took too long. Try again when you are ready.',
  enrol: 'Creating the passkey was cancelled or took too long. Try again when you are ready.',
};

const failed: Record<PasskeyStep, string> = {
  'sign-in': 'Signing in did not work. Try again.',
  enrol: 'The passkey could not be created. Try again.',
};

/** A DOMException is not an Error everywhere (jsdom's, say): read its name either way. */
function nameOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

function browserErrorName(error: unknown): string | undefined {
  return error instanceof WebAuthnError ? (nameOf(error.cause) ?? error.name) : nameOf(error);
}

export function passkeyProblem(error: unknown, step: PasskeyStep): PasskeyProblem {
  if (error instanceof NoConnectionError) {
    return { kind: 'offline', message: `${staffNeedsConnection}. Connect, then try again.` };
  }
  if (error instanceof StaffApiError) {
    return { kind: 'server', message: error.message, status: error.status };
  }
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_INVALID_DOMAIN' || error.code === 'ERROR_INVALID_RP_ID') {
      return {
        kind: 'site-name',
        message: 'Passkeys work only on the site’s own name. Open the workspace by its name.',
      };
    }
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return {
        kind: 'other',
        message: 'This device already has a passkey for this account. Sign in with it instead.',
      };
    }
    if (error.code === 'ERROR_CEREMONY_ABORTED')
      return { kind: 'cancelled', message: cancelled[step] };
  }
  const name = browserErrorName(error);
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return { kind: 'cancelled', message: cancelled[step] };
  }
  if (name === 'NotSupportedError') return { kind: 'unsupported', message: unsupportedBrowser };
  if (error instanceof Error && /not supported in this browser/i.test(error.message)) {
    return { kind: 'unsupported', message: unsupportedBrowser };
  }
  return { kind: 'other', message: failed[step] };
}
