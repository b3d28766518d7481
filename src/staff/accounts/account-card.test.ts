import { expect, test } from 'vitest';
import type { AccountWithKeys } from '../api/types.ts';
import { enrolmentState } from './account-card.tsx';

const now = new Date('2026-11-27T10:00:00Z');
const person: AccountWithKeys = {
  id: 'a1',
  name: 'Asha',
  email: 'asha@example.in',
  role: 'counsellor',
  disabled: false,
  passkeys: [],
  enrolmentPending: false,
  enrolmentExpiresAt: null,
};

test('a pending link says until when it works, or that it has expired', () => {
  expect(
    enrolmentState(
      { ...person, enrolmentPending: true, enrolmentExpiresAt: '2026-11-28T10:00:00Z' },
      now,
    ),
  ).toMatch(/^Enrolment link sent, valid until 28 Nov 2026/);
  expect(
    enrolmentState(
      { ...person, enrolmentPending: true, enrolmentExpiresAt: '2026-11-26T10:00:00Z' },
      now,
    ),
  ).toMatch(/^Enrolment link expired .*make a new one/);
});

test('someone with neither passkey nor link is pointed out; someone enrolled is not', () => {
  expect(enrolmentState(person, now)).toBe('No passkey and no enrolment link yet.');
  const key = { id: 'k', label: 'Phone', createdAt: '2026-11-20T10:00:00Z', lastUsedAt: null };
  expect(enrolmentState({ ...person, passkeys: [key] }, now)).toBeUndefined();
});
