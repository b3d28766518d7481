import { expect, test } from 'vitest';
import { checkNewAccount } from './add-person-form.tsx';

test('a name and a plausible email are asked for', () => {
  expect(checkNewAccount({ name: ' Asha ', email: 'asha@example.in', role: 'counsellor' })).toEqual(
    {},
  );
  expect(checkNewAccount({ name: ' ', email: '', role: 'admin' })).toEqual({
    name: 'Enter the person’s name.',
    email: 'Enter their email address.',
  });
  expect(checkNewAccount({ name: 'Asha', email: 'asha@', role: 'admin' }).email).toMatch(
    /like name@example.com/,
  );
  expect(checkNewAccount({ name: 'x'.repeat(101), email: 'a@b.in', role: 'admin' }).name).toMatch(
    /100 characters or fewer/,
  );
});
