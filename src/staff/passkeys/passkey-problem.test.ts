import { WebAuthnError } from '@simplewebauthn/browser';
import { expect, test } from 'vitest';
import { NoConnectionError, StaffApiError } from '../api/client.ts';
import { passkeyProblem } from './passkey-problem.ts';

const domException = (name: string) => new DOMException('The operation failed', name);

test('the server’s own message is shown as it is, with its status', () => {
  const tooMany = new StaffApiError(
    429,
    'Too many sign-in attempts. Wait a few minutes and try again.',
  );
  expect(passkeyProblem(tooMany, 'sign-in')).toEqual({
    kind: 'server',
    status: 429,
    message: 'Too many sign-in attempts. Wait a few minutes and try again.',
  });
});

test('no answer at all says the workspace needs a connection', () => {
  expect(passkeyProblem(new NoConnectionError(), 'enrol')).toMatchObject({
    kind: 'offline',
    message: expect.stringContaining('The staff workspace needs a connection'),
  });
});

test('a prompt the person closed, or let time out, is said to be cancelled', () => {
  const closed = new WebAuthnError({
    message: 'The operation either timed out or was not allowed.',
    code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
    cause: domException('NotAllowedError'),
  });
  expect(passkeyProblem(closed, 'sign-in')).toMatchObject({
    kind: 'cancelled',
    message: expect.stringContaining('Signing in was cancelled'),
  });
  expect(passkeyProblem(domException('NotAllowedError'), 'enrol')).toMatchObject({
    kind: 'cancelled',
    message: expect.stringContaining('Creating the passkey was cancelled'),
  });
});

test('a browser without WebAuthn is told so', () => {
  expect(
    passkeyProblem(new Error('WebAuthn is not supported in this browser'), 'sign-in').kind,
  ).toBe('unsupported');
});

test('an IP address as the site is explained, not reported as a failure', () => {
  const invalid = new WebAuthnError({
    message: '127.0.0.1 is an invalid domain',
    code: 'ERROR_INVALID_DOMAIN',
    cause: domException('SecurityError'),
  });
  expect(passkeyProblem(invalid, 'sign-in').kind).toBe('site-name');
});

test('a device that already holds a passkey for the account is told to sign in', () => {
  const again = new WebAuthnError({
    message: 'The authenticator was previously registered',
    code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
    cause: domException('InvalidStateError'),
  });
  expect(passkeyProblem(again, 'enrol').message).toMatch(/already has a passkey/);
});

test('anything else is a plain failure to try again', () => {
  expect(passkeyProblem(new TypeError('x is undefined'), 'enrol')).toEqual({
    kind: 'other',
    message: 'The passkey could not be created. Try again.',
  });
});
