import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { dataRequestSuccessMessage } from '../../domain/data-requests.ts';
import { enter, renderForm, setUpFormTests } from '../../test/form-tests.tsx';
import { jsonReply, sentRequests, uuidPattern } from '../../test/network.ts';
import { DataRequestForm } from './data-request-form.tsx';

const fetchMock = setUpFormTests();

const setup = () => renderForm(<DataRequestForm />);

const field = {
  email: () => screen.getByRole('textbox', { name: /email address/i }),
  phone: () => screen.getByRole('textbox', { name: /phone number/i }),
  request: () => screen.getByRole('group', { name: /what are you asking for/i }),
  choice: (name: string) => screen.getByRole('radio', { name }),
  message: () => screen.getByRole('textbox', { name: /message/i }),
};
const sendButton = () => screen.getByRole('button', { name: 'Send Request' });

test('the person chooses one of six requests in plain words', () => {
  setup();
  const labels = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
  expect(labels).toEqual([
    'access',
    'correction',
    'erasure',
    'withdraw-consent',
    'nominate',
    'grievance',
  ]);
  for (const name of [
    'A copy of my data',
    'Correct my data',
    'Erase my data',
    'Withdraw my consent',
    'Nominate someone to act for me',
    'Make a complaint',
  ]) {
    expect(field.choice(name)).not.toBeChecked();
  }
  expect(field.email()).toBeRequired();
  expect(field.phone()).not.toBeRequired();
});

test('sending without an email or a choice names both, sends nothing, and focuses Email', async () => {
  const { user } = setup();
  await user.click(sendButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors in the form');
  expect(field.email()).toHaveAccessibleDescription(/Email is required/);
  for (const choice of within(field.request()).getAllByRole('radio')) {
    expect(choice).toHaveAccessibleDescription('Please choose what you are asking for');
  }
  expect(field.email()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test.each([
  ['Correct my data', 'Please tell us what to correct'],
  ['Nominate someone to act for me', 'Please tell us whom you nominate and how to reach them'],
  ['Make a complaint', 'Please tell us what your complaint is'],
])('%s needs a message: "%s"', async (choice, message) => {
  const { user } = setup();
  await enter(user, field.email(), 'priya@example.in');
  expect(field.message()).not.toBeRequired();
  await user.click(field.choice(choice));
  // Marked required (the red asterisk, native required) as soon as the choice needs it.
  expect(field.message()).toBeRequired();
  await user.click(sendButton());
  expect(field.message()).toHaveAccessibleDescription(new RegExp(message));
  expect(field.message()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('one submit sends one POST of the request with a UUID Idempotency-Key, and says it was received', async () => {
  fetchMock.mockResolvedValue(jsonReply(201, { message: dataRequestSuccessMessage, id: 'r1' }));
  const { user } = setup();
  await enter(user, field.email(), ' priya@example.in ');
  await user.click(field.choice('Erase my data'));
  await user.click(sendButton());
  expect(await screen.findByRole('status')).toHaveTextContent(dataRequestSuccessMessage);

  const [sent, ...rest] = sentRequests(fetchMock);
  expect(rest).toHaveLength(0);
  expect(sent?.url).toBe('/api/data-requests');
  expect(sent?.idempotencyKey).toMatch(uuidPattern);
  expect(sent?.body).toEqual({
    email: 'priya@example.in',
    phone: '',
    request: 'erasure',
    message: '',
  });
});

test('a 400 with per-field messages shows them on the fields', async () => {
  fetchMock.mockResolvedValueOnce(
    jsonReply(400, {
      message: 'Please correct the errors in the form',
      errors: { email: 'Email is invalid' },
    }),
  );
  const { user } = setup();
  await enter(user, field.email(), 'priya@example.in');
  await user.click(field.choice('A copy of my data'));
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please correct the errors in the form',
  );
  expect(field.email()).toHaveAccessibleDescription(/Email is invalid/);
  expect(field.email()).toHaveFocus();
});
