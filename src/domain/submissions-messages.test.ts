import { expect, test } from 'vitest';
import {
  applicationNetworkOutcome,
  applicationOutcome,
  inquiryNetworkOutcome,
  inquiryOutcome,
  isConfirmation,
} from './submissions-messages.ts';

test('an accepted inquiry shows the server message, or the built-in one', () => {
  expect(inquiryOutcome({ status: 201, ok: true, body: { message: 'Thanks!', id: 7 } })).toEqual({
    kind: 'success',
    message: 'Thanks!',
  });
  expect(inquiryOutcome({ status: 201, ok: true, body: { id: 'stored-7' } })).toEqual({
    kind: 'success',
    message: 'Inquiry submitted successfully!',
  });
});

test("only the API's own answer naming what it stored confirms a submission", () => {
  expect(isConfirmation({ status: 201, ok: true, body: { message: 'Created', id: 'a1' } })).toBe(
    true,
  );
  expect(isConfirmation({ status: 200, ok: true, body: '<html>Sign in to the Wi-Fi</html>' })).toBe(
    false,
  );
  expect(isConfirmation({ status: 200, ok: true, body: { message: 'OK' } })).toBe(false);
  expect(isConfirmation({ status: 409, ok: false, body: { id: 'a1' } })).toBe(false);
});

test('a refused inquiry shows the server message, or the fallback, with field errors', () => {
  expect(
    inquiryOutcome({
      status: 400,
      ok: false,
      body: { message: 'Check the form', errors: { subject: 'Subject is required', id: ' ' } },
    }),
  ).toEqual({
    kind: 'rejected',
    message: 'Check the form',
    fieldErrors: { subject: 'Subject is required' },
  });
  expect(inquiryOutcome({ status: 502, ok: false, body: '<html>Bad gateway</html>' })).toEqual({
    kind: 'rejected',
    message: 'Failed to submit. Please try again.',
  });
  expect(inquiryNetworkOutcome().message).toBe('Failed to submit. Please try again.');
});

test('an accepted application always reads the spec text', () => {
  expect(
    applicationOutcome({ status: 201, ok: true, body: { message: 'Created', id: 'stored-8' } }),
  ).toEqual({
    kind: 'success',
    message: 'Your application has been submitted successfully! We will review it shortly.',
  });
});

test('application errors read exactly as the catalogue says', () => {
  expect(
    applicationOutcome({ status: 409, ok: false, body: { code: 11000, message: 'dup' } }).message,
  ).toBe(
    'An application with this email address already exists. Please use a different email or check the status of your existing application.',
  );
  expect(
    applicationOutcome({ status: 409, ok: false, body: { message: 'Conflict' } }).message,
  ).toBe('Failed to submit your application: Conflict');
  expect(
    applicationOutcome({ status: 429, ok: false, body: { message: 'Too many requests' } }).message,
  ).toBe('Failed to submit your application: Too many requests');
  expect(applicationOutcome({ status: 500, ok: false, body: null }).message).toBe(
    'Failed to submit your application: HTTP error! status: 500. Please try again later.',
  );
  expect(applicationNetworkOutcome('Failed to fetch')).toEqual({
    kind: 'network-error',
    message: 'Network error or server is unreachable: Failed to fetch. Please try again later.',
  });
});

test('a 400 carries every per-field message by its path in the body, dotted ones too', () => {
  const outcome = applicationOutcome({
    status: 400,
    ok: false,
    body: {
      message: 'Invalid',
      errors: {
        email: 'Email is invalid',
        'guardian.name': "Guardian's name is required",
        'source.event': 'Event name is required',
        phone: 3,
      },
    },
  });
  expect(outcome).toEqual({
    kind: 'rejected',
    message: 'Failed to submit your application: Invalid',
    fieldErrors: {
      email: 'Email is invalid',
      'guardian.name': "Guardian's name is required",
      'source.event': 'Event name is required',
    },
  });
});
