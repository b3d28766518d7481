import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { consentNoticeVersion } from '../../domain/consent.ts';
import { listRecords } from '../../lib/outbox/index.ts';
import { advance, enter, renderForm, setUpFormTests, type User } from '../../test/form-tests.tsx';
import { heldReply, jsonReply, sentRequests, uuidPattern } from '../../test/network.ts';
import { noStorage, settled } from '../../test/storage.ts';
import { ContactForm } from './contact-form.tsx';

const fetchMock = setUpFormTests();

const setup = (ui = <ContactForm />) => renderForm(ui);

const field = {
  fullName: () => screen.getByRole('textbox', { name: /full name/i }),
  email: () => screen.getByRole('textbox', { name: /email address/i }),
  phone: () => screen.getByRole('textbox', { name: /phone number/i }),
  course: () => screen.getByRole('combobox', { name: /interested course/i }),
  subject: () => screen.getByRole('textbox', { name: /subject/i }),
  message: () => screen.getByRole('textbox', { name: /message/i }),
  consent: () => screen.getByRole('checkbox', { name: /I have read the notice above/ }),
};
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

async function fillValid(user: User) {
  await enter(user, field.fullName(), 'Priya Raman');
  await enter(user, field.email(), 'priya@example.in');
  await enter(user, field.subject(), 'Weekend batches');
  await enter(user, field.message(), 'Do you run weekend batches?');
  await user.click(field.consent());
}

test('visitor sees the Get in Touch fields, labelled, with the required ones marked', () => {
  setup();
  for (const required of [field.fullName(), field.email(), field.subject(), field.message()]) {
    expect(required).toBeRequired();
  }
  expect(field.phone()).not.toBeRequired();
  expect(field.course()).not.toBeRequired();
  expect(field.fullName()).toHaveAttribute('autocomplete', 'name');
  expect(field.email()).toHaveAttribute('type', 'email');
  expect(field.email()).toHaveAttribute('inputmode', 'email');
  expect(field.email()).toHaveAttribute('autocomplete', 'email');
  expect(field.phone()).toHaveAttribute('type', 'tel');
  expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
  // An address is not a sentence: no capital first letter, no red underline.
  expect(field.email()).toHaveAttribute('autocapitalize', 'none');
  expect(field.email()).toHaveAttribute('spellcheck', 'false');
  // Each field stops at the length the server accepts.
  expect(field.fullName()).toHaveAttribute('maxlength', '100');
  expect(field.email()).toHaveAttribute('maxlength', '254');
  expect(field.phone()).toHaveAttribute('maxlength', '30');
  expect(field.subject()).toHaveAttribute('maxlength', '200');
  expect(field.message()).toHaveAttribute('maxlength', '5000');
  expect(field.message()).toHaveAttribute('rows', '4');
  // The course is optional: its "nothing chosen" entry can be picked back.
  expect(within(field.course()).getByRole('option', { name: 'Select a course' })).toBeEnabled();
  expect(field.course()).toHaveDisplayValue('Select a course');
  const options = within(field.course()).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Select a course',
    'Artificial Intelligence & Machine Learning',
    'Robotics',
    'Data Science',
    'Full Stack Development',
    'Python Programming',
    'Object-Oriented Programming (C++/Java)',
    'Soft Skills Training',
    'Other',
  ]);
  // Required fields carry the red asterisk beside their label.
  expect(screen.getByText('Full Name').parentElement).toHaveTextContent(/^Full Name\s*\*$/);
  expect(screen.getByText('Phone Number').parentElement).toHaveTextContent(/^Phone Number$/);
});

test('sending an empty form shows every required message, the banner, and focuses Full Name', async () => {
  const { user } = setup();
  await user.click(sendButton());

  expect(field.fullName()).toHaveAccessibleDescription('Full Name is required');
  expect(field.email()).toHaveAccessibleDescription('Email is required');
  expect(field.subject()).toHaveAccessibleDescription('Subject is required');
  expect(field.message()).toHaveAccessibleDescription('Message is required');
  expect(field.fullName()).toHaveAttribute('aria-invalid', 'true');
  expect(field.phone()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors in the form');
  expect(field.fullName()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('whitespace-only answers count as empty', async () => {
  const { user } = setup();
  await user.type(field.fullName(), '   ');
  await user.type(field.email(), '  ');
  await user.type(field.subject(), ' ');
  await user.type(field.message(), '\t  ');
  await user.click(sendButton());
  expect(screen.getByText('Full Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Subject is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a malformed email is refused and focus goes to it', async () => {
  const { user } = setup();
  await fillValid(user);
  await user.clear(field.email());
  await enter(user, field.email(), 'priya@example');
  await user.click(sendButton());
  expect(field.email()).toHaveAccessibleDescription('Invalid email format');
  expect(field.email()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("editing a field clears that field's error and leaves the others", async () => {
  const { user } = setup();
  await user.click(sendButton());
  await user.type(field.subject(), 'F');
  expect(screen.queryByText('Subject is required')).not.toBeInTheDocument();
  expect(field.subject()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('Full Name is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
});

test('a sent message shows Sending..., then the Message Sent! card, then a fresh form after 5 s', async () => {
  const held = heldReply();
  fetchMock.mockReturnValueOnce(held.promise);
  const { user } = setup();
  await fillValid(user);
  await user.click(sendButton());

  const sending = screen.getByRole('button', { name: 'Sending...' });
  expect(sending).toBeDisabled();
  await act(async () => held.release(jsonReply(201, { message: 'Thanks, Priya!', id: 1 })));

  const card = await screen.findByRole('status');
  expect(within(card).getByRole('heading', { name: 'Message Sent!' })).toHaveFocus();
  expect(card).toHaveTextContent('Thanks, Priya!');
  expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

  await settled();
  advance(4900);
  expect(screen.getByRole('status')).toBeInTheDocument();
  advance(100);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(field.fullName()).toHaveValue('');
  expect(field.message()).toHaveValue('');
  expect(field.fullName()).toHaveFocus();
  expect(sendButton()).toBeEnabled();
});

test('without a server message the card reads Inquiry submitted successfully!', async () => {
  fetchMock.mockResolvedValueOnce(jsonReply(201, { id: 'stored-1' }));
  const { user } = setup();
  await fillValid(user);
  await user.click(sendButton());
  expect(await screen.findByRole('status')).toHaveTextContent('Inquiry submitted successfully!');
});

test('a refusal shows the server message, keeps the values, and the banner goes after 5 s', async () => {
  fetchMock.mockResolvedValueOnce(jsonReply(429, { message: 'Too many requests, slow down.' }));
  const { user } = setup();
  await fillValid(user);
  await user.click(sendButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, slow down.');
  expect(field.fullName()).toHaveValue('Priya Raman');
  expect(field.message()).toHaveValue('Do you run weekend batches?');
  await settled();
  advance(5000);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(field.fullName()).toHaveValue('Priya Raman');
});

test('no connection: the message is saved on this device and the form empties for the next one', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const { user } = setup();
  await fillValid(user);
  await user.click(sendButton());
  const card = await screen.findByRole('status');
  expect(within(card).getByRole('heading', { name: 'Saved on this device' })).toHaveFocus();
  expect(card).toHaveTextContent(
    'Your message is saved on this device and will be sent automatically when you are back online.',
  );
  await settled();
  advance(5000);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(field.fullName()).toHaveValue('');
  expect(field.message()).toHaveValue('');
});

test('a failure without a message, or no connection with no storage, reads Failed to submit. Please try again.', async () => {
  await noStorage();
  fetchMock
    .mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const { user } = setup();
  await fillValid(user);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Failed to submit\. Please try again\.$/,
  );
  await user.click(sendButton());
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Failed to submit\. Please try again\.$/,
  );
});

test('a 400 with per-field messages shows them on the fields', async () => {
  fetchMock.mockResolvedValueOnce(
    jsonReply(400, {
      message: 'Please correct the errors in the form',
      errors: { emailAddress: 'Invalid email format' },
    }),
  );
  const { user } = setup();
  await fillValid(user);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please correct the errors in the form',
  );
  expect(field.email()).toHaveAccessibleDescription('Invalid email format');
  expect(field.email()).toHaveFocus();
});

test('one submit sends one POST of the trimmed inquiry with a UUID Idempotency-Key', async () => {
  fetchMock.mockResolvedValue(jsonReply(201, { message: 'ok', id: 1 }));
  const { user } = setup();
  await enter(user, field.fullName(), '  Priya Raman ');
  await enter(user, field.email(), 'priya@example.in');
  await enter(user, field.phone(), '+91 98400 00000');
  await user.selectOptions(field.course(), 'Robotics');
  await enter(user, field.subject(), 'Weekend batches');
  await enter(user, field.message(), 'Do you run weekend batches?');
  const before = new Date().toISOString();
  await user.click(field.consent());
  const after = new Date().toISOString();
  await user.click(sendButton());
  await screen.findByRole('status');

  const [sent, ...rest] = sentRequests(fetchMock);
  expect(rest).toHaveLength(0);
  expect(sent?.url).toBe('/api/inquiries');
  expect(sent?.method).toBe('POST');
  expect(sent?.contentType).toBe('application/json');
  expect(sent?.idempotencyKey).toMatch(uuidPattern);
  expect(sent?.body).toEqual({
    fullName: 'Priya Raman',
    emailAddress: 'priya@example.in',
    phoneNumber: '+91 98400 00000',
    interestedCourse: 'Robotics',
    subject: 'Weekend batches',
    message: 'Do you run weekend batches?',
    consent: { version: consentNoticeVersion, givenAt: expect.any(String) },
  });
  // The time of the tick, not of the send.
  const body = sent?.body as { consent?: { givenAt: string } } | undefined;
  const givenAt = body?.consent?.givenAt ?? '';
  expect(givenAt >= before && givenAt <= after).toBe(true);
});

test('no course chosen is sent as an empty interestedCourse', async () => {
  fetchMock.mockResolvedValue(jsonReply(201, { message: 'ok', id: 1 }));
  const { user } = setup();
  await fillValid(user);
  await user.click(sendButton());
  await screen.findByRole('status');
  expect(sentRequests(fetchMock)[0]?.body).toMatchObject({ interestedCourse: '', phoneNumber: '' });
});

/** Stands in for the contact page, whose "Schedule a Visit" button presets the subject. */
function PresetHarness() {
  const [subject, setSubject] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => setSubject('Schedule a Visit')}>
        Schedule a Visit
      </button>
      <button type="button" onClick={() => setSubject('Course counselling')}>
        Ask about courses
      </button>
      <ContactForm presetSubject={subject} />
    </>
  );
}

test('"Schedule a Visit" sets the subject and focuses it; a later text replaces it', async () => {
  const { user } = setup(<PresetHarness />);
  await user.type(field.fullName(), 'Priya');
  await user.click(screen.getByRole('button', { name: 'Schedule a Visit' }));
  expect(field.subject()).toHaveValue('Schedule a Visit');
  expect(field.subject()).toHaveFocus();
  expect(field.fullName()).toHaveValue('Priya');

  await user.click(screen.getByRole('button', { name: 'Ask about courses' }));
  expect(field.subject()).toHaveValue('Course counselling');
  expect(field.subject()).toHaveFocus();
});

test('a preset after a sent message brings the form back with the subject filled', async () => {
  fetchMock.mockResolvedValueOnce(jsonReply(201, { message: 'Thanks!', id: 1 }));
  const { user } = setup(<PresetHarness />);
  await fillValid(user);
  await user.click(sendButton());
  await screen.findByRole('status');
  await user.click(screen.getByRole('button', { name: 'Schedule a Visit' }));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(field.subject()).toHaveValue('Schedule a Visit');
  expect(field.subject()).toHaveFocus();
  expect(field.fullName()).toHaveValue('');
});

test('without the consent ticked nothing is sent or kept, and focus goes to the box', async () => {
  const { user } = setup();
  await fillValid(user);
  await user.click(field.consent());
  await user.click(sendButton());

  expect(field.consent()).toHaveAccessibleDescription(
    'Please agree to the privacy notice to continue',
  );
  expect(field.consent()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(await listRecords()).toEqual([]);
  expect(screen.getByRole('region', { name: 'How we use these details' })).toHaveTextContent(
    'only to answer your message, and keep them for 12 months',
  );
});
