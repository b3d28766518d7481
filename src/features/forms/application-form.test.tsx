import { act, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { consentNoticeVersion } from '../../domain/consent.ts';
import { listRecords } from '../../lib/outbox/outbox-store.ts';
import { advance, enter, renderForm, setUpFormTests, type User } from '../../test/form-tests.tsx';
import { heldReply, jsonReply, sentRequests, uuidPattern } from '../../test/network.ts';
import { noStorage, settled } from '../../test/storage.ts';
import { eventModeFlag } from '../event/event-flag.ts';
import { loadDraft, saveDraft } from '../outbox/index.ts';
import { ApplicationForm } from './application-form.tsx';

const fetchMock = setUpFormTests();
// The largest form: finding its fields by role and name takes seconds on a busy machine.
vi.setConfig({ testTimeout: 15_000 });
const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const setup = () => renderForm(<ApplicationForm />);

const field = {
  fullName: () => screen.getByRole('textbox', { name: /full name/i }),
  email: () => screen.getByRole('textbox', { name: /email address/i }),
  phone: () => screen.getByRole('textbox', { name: /phone number/i }),
  address: () => screen.getByRole('textbox', { name: 'Address' }),
  course: () => screen.getByRole('combobox', { name: /course of interest/i }),
  level: () => screen.getByRole('combobox', { name: /level of education/i }),
  message: () => screen.getByRole('textbox', { name: /message/i }),
  consent: () => screen.getByRole('checkbox', { name: /I have read the notice above and agree/ }),
  under18: () => screen.getByRole('group', { name: /Is the applicant under 18\?/ }),
};
const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });

async function fillValid(user: User, email = 'arun@example.in') {
  await enter(user, field.fullName(), 'Arun Kumar');
  await enter(user, field.email(), email);
  await user.selectOptions(field.course(), 'Robotics');
  await user.selectOptions(field.level(), "Bachelor's Degree");
  await user.click(within(field.under18()).getByRole('radio', { name: 'No' }));
  await user.click(field.consent());
}

async function submitValid(user: User) {
  await fillValid(user);
  await user.click(submitButton());
}

test('visitor sees the application fields, labelled, with the required ones marked', () => {
  setup();
  for (const required of [field.fullName(), field.email(), field.course(), field.level()]) {
    expect(required).toBeRequired();
  }
  for (const optional of [field.phone(), field.address(), field.message()]) {
    expect(optional).not.toBeRequired();
  }
  expect(field.fullName()).toHaveAttribute('autocomplete', 'name');
  expect(field.email()).toHaveAttribute('autocomplete', 'email');
  expect(field.email()).toHaveAttribute('autocapitalize', 'none');
  expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
  expect(field.address()).toHaveAttribute('autocomplete', 'street-address');
  expect(field.phone()).toHaveAttribute('inputmode', 'tel');
  expect(field.fullName()).toHaveAttribute('maxlength', '100');
  expect(field.email()).toHaveAttribute('maxlength', '254');
  expect(field.phone()).toHaveAttribute('maxlength', '30');
  expect(field.address()).toHaveAttribute('maxlength', '500');
  expect(field.message()).toHaveAttribute('maxlength', '5000');
  expect(field.address()).toHaveAttribute('rows', '3');
  expect(field.message()).toHaveAttribute('rows', '4');
  expect(within(field.course()).getAllByRole('option')).toHaveLength(9);
  expect(
    within(field.level())
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Select your level',
    'High School',
    'Associate Degree',
    "Bachelor's Degree",
    "Master's Degree",
    'PhD',
    'Other',
  ]);
  // The "nothing chosen" entry of a required select cannot be picked back.
  expect(within(field.course()).getByRole('option', { name: 'Select a course' })).toBeDisabled();
});

test('submitting an empty application shows each required message and focuses Full Name', async () => {
  const { user } = setup();
  await user.click(submitButton());

  expect(field.fullName()).toHaveAccessibleDescription('Full name is required');
  expect(field.email()).toHaveAccessibleDescription('Email is required');
  expect(field.course()).toHaveAccessibleDescription('Please select a course');
  expect(field.level()).toHaveAccessibleDescription('Level of Education is required');
  expect(field.level()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors in the form');
  expect(field.fullName()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('whitespace-only names and a malformed email are refused with their own messages', async () => {
  const { user } = setup();
  await enter(user, field.fullName(), '    ');
  await enter(user, field.email(), 'arun.example.in');
  await user.click(submitButton());
  expect(field.fullName()).toHaveAccessibleDescription('Full name is required');
  expect(field.email()).toHaveAccessibleDescription('Email is invalid');
  expect(fetchMock).not.toHaveBeenCalled();
});

test("choosing an option clears that select's error only", async () => {
  const { user } = setup();
  await user.click(submitButton());
  await user.selectOptions(field.course(), 'Python Programming');
  expect(screen.queryByText('Please select a course')).not.toBeInTheDocument();
  expect(screen.getByText('Level of Education is required')).toBeInTheDocument();
  await user.type(field.fullName(), 'A');
  expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
});

test('a sent application shows Submitting..., then the confirmation, then a fresh form after 5 s', async () => {
  const held = heldReply();
  fetchMock.mockReturnValueOnce(held.promise);
  const { user } = setup();
  await submitValid(user);

  expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await act(async () => held.release(jsonReply(201, { message: 'Created', id: 9 })));

  const card = await screen.findByRole('status');
  expect(within(card).getByRole('heading', { name: 'Application Submitted!' })).toHaveFocus();
  expect(card).toHaveTextContent(
    'Your application has been submitted successfully! We will review it shortly.',
  );
  expect(card).toHaveTextContent('A counsellor will contact you within 2-3 business days.');

  await settled();
  advance(5000);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(field.fullName()).toHaveValue('');
  expect(field.course()).toHaveValue('');
  expect(submitButton()).toBeEnabled();
});

test('one submit sends one POST of the application with a UUID Idempotency-Key', async () => {
  fetchMock.mockResolvedValue(jsonReply(201, { message: 'Created', id: 9 }));
  const { user } = setup();
  await fillValid(user);
  await enter(user, field.address(), '  12, Arcot Road\nKodambakkam  ');
  await user.click(submitButton());
  await screen.findByRole('status');

  const sent = sentRequests(fetchMock);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.url).toBe('/api/applications');
  expect(sent[0]?.idempotencyKey).toMatch(uuidPattern);
  expect(sent[0]?.body).toEqual({
    fullName: 'Arun Kumar',
    email: 'arun@example.in',
    phone: '',
    address: '12, Arcot Road\nKodambakkam',
    courseOfInterest: 'Robotics',
    levelOfEducation: "Bachelor's Degree",
    message: '',
    consent: { version: consentNoticeVersion, givenAt: expect.stringMatching(isoPattern) },
    minor: false,
  });
});

test('a duplicate email (409, code 11000) reads the duplicate-application text', async () => {
  fetchMock.mockResolvedValueOnce(
    jsonReply(409, { code: 11000, message: 'An application with this email already exists' }),
  );
  const { user } = setup();
  await submitValid(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An application with this email address already exists. Please use a different email or check the status of your existing application.',
  );
  expect(field.email()).toHaveValue('arun@example.in');
});

test('a refusal with a message reads Failed to submit your application: {message}', async () => {
  fetchMock.mockResolvedValueOnce(jsonReply(500, { message: 'Database unavailable' }));
  const { user } = setup();
  await submitValid(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Failed to submit your application: Database unavailable$/,
  );
});

test('a refusal without a message names the HTTP status', async () => {
  fetchMock.mockResolvedValueOnce(new Response('Service Unavailable', { status: 503 }));
  const { user } = setup();
  await submitValid(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Failed to submit your application: HTTP error! status: 503\. Please try again later\.$/,
  );
});

test('no connection: the application is saved on this device, the form empties, and it is sent once back online', async () => {
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Created', id: 7 }));
  const { user } = setup();
  await submitValid(user);
  const card = await screen.findByRole('status');
  expect(within(card).getByRole('heading', { name: 'Saved on this device' })).toHaveFocus();
  expect(card).toHaveTextContent(
    'Your application is saved on this device and will be sent automatically when you are back online.',
  );
  expect(card).not.toHaveTextContent('Application Submitted!');
  await user.click(within(card).getByRole('button', { name: 'Fill in another application' }));
  expect(field.fullName()).toHaveValue('');
  expect(field.fullName()).toHaveFocus();

  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  const [first, replay] = sentRequests(fetchMock);
  expect(replay?.idempotencyKey).toBe(first?.idempotencyKey);
  expect(replay?.body).toEqual(first?.body);
});

test('no connection and no storage on the device reads the network text and keeps the values', async () => {
  await noStorage();
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const { user } = setup();
  await submitValid(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Network error or server is unreachable: Failed to fetch\. Please try again later\.$/,
  );
  expect(field.fullName()).toHaveValue('Arun Kumar');
  expect(field.level()).toHaveValue("Bachelor's Degree");
  await settled();
  advance(5000);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(field.fullName()).toHaveValue('Arun Kumar');
});

test('a 400 with per-field messages shows them on the fields too', async () => {
  fetchMock.mockResolvedValueOnce(
    jsonReply(400, {
      message: 'Please correct the errors in the form',
      errors: { email: 'Email is invalid' },
    }),
  );
  const { user } = setup();
  await submitValid(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to submit your application: Please correct the errors in the form',
  );
  expect(field.email()).toHaveAccessibleDescription('Email is invalid');
  expect(field.email()).toHaveFocus();
});

test('without storage, sending the same application again after no answer reuses its key; a changed one does not', async () => {
  await noStorage();
  fetchMock
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(jsonReply(201, { message: 'Created', id: 1 }));
  const { user } = setup();
  await fillValid(user, 'retry@example.in');
  await user.click(submitButton());
  await screen.findByRole('alert');
  await user.click(submitButton());
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  await enter(user, field.phone(), '98400 11111');
  await user.click(submitButton());
  await screen.findByRole('status');

  const keys = sentRequests(fetchMock).map((request) => request.idempotencyKey);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  expect(keys[2]).toMatch(uuidPattern);
});

test('without the consent ticked nothing is sent or kept, and focus goes to the box', async () => {
  const { user } = setup();
  await fillValid(user);
  await user.click(field.consent());
  await user.click(submitButton());

  expect(field.consent()).toHaveAccessibleDescription(
    'Please agree to the privacy notice to continue',
  );
  expect(field.consent()).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors in the form');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(await listRecords()).toEqual([]);
});

test('the notice says what is kept, why, for how long, and where to ask or complain', () => {
  setup();
  const notice = screen.getByRole('region', { name: 'How we use these details' });
  expect(notice).toHaveTextContent('only to process the application');
  expect(notice).toHaveTextContent('keep them for 24 months');
  expect(notice).toHaveTextContent(
    'If we have not resolved your complaint within 30 days, you can complain online to the Data Protection Board of India (opens in a new tab) at www.dpb.gov.in.',
  );
  // Read by a parent filling it in for a child, too: the applicant's details, not "yours".
  expect(notice).toHaveTextContent("We collect the applicant's full name");
  expect(notice).toHaveTextContent(
    'The applicant, or for an applicant under 18 their parent or guardian, can withdraw consent',
  );
  expect(notice).toHaveTextContent("Only the academy's staff see them");
  expect(notice).toHaveTextContent('we also record the event, the counsellor and the device');
  expect(
    within(notice).getByRole('link', { name: /^Data Protection Board of India/ }),
  ).toHaveAttribute('href', 'https://www.dpb.gov.in/');
  expect(within(notice).getByRole('link', { name: 'Your data' })).toHaveAttribute(
    'href',
    '/your-data',
  );
  expect(within(notice).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(within(notice).getByRole('link', { name: 'grievance@raamacademy.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@raamacademy.in',
  );
  expect(field.consent()).not.toBeChecked();
  expect(field.consent()).toBeRequired();
});

const guardian = {
  name: () => screen.getByRole('textbox', { name: /guardian's name/i }),
  relationship: () => screen.getByRole('combobox', { name: /^relationship/i }),
  phone: () => screen.getByRole('textbox', { name: /guardian's phone/i }),
  email: () => screen.getByRole('textbox', { name: /guardian's email/i }),
  consent: () => screen.getByRole('checkbox', { name: /I am the applicant's parent or guardian/ }),
};

async function answerUnder18(user: User) {
  await user.click(within(field.under18()).getByRole('radio', { name: 'Yes' }));
}

test('an applicant under 18 without a guardian is refused here: each guardian field says why', async () => {
  const { user } = setup();
  await fillValid(user);
  expect(screen.queryByRole('group', { name: 'Parent or guardian' })).not.toBeInTheDocument();
  await answerUnder18(user);
  expect(screen.getByRole('group', { name: 'Parent or guardian' })).toBeVisible();
  await user.click(submitButton());

  expect(guardian.name()).toHaveAccessibleDescription("Guardian's name is required");
  expect(guardian.relationship()).toHaveAccessibleDescription(
    'Please choose Parent, Guardian or Other',
  );
  expect(guardian.phone()).toHaveAccessibleDescription(
    expect.stringContaining("Please give the guardian's phone or email"),
  );
  expect(guardian.consent()).toHaveAccessibleDescription(
    'A parent or guardian must agree for an applicant under 18',
  );
  expect(guardian.name()).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(await listRecords()).toEqual([]);
});

test('an unanswered under-18 question is refused with its message', async () => {
  const { user } = setup();
  await enter(user, field.fullName(), 'Arun Kumar');
  await enter(user, field.email(), 'arun@example.in');
  await user.selectOptions(field.course(), 'Robotics');
  await user.selectOptions(field.level(), "Bachelor's Degree");
  await user.click(field.consent());
  await user.click(submitButton());
  const yes = within(field.under18()).getByRole('radio', { name: 'Yes' });
  expect(yes).toHaveAccessibleDescription('Please say whether the applicant is under 18');
  expect(yes).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a minor's application carries the guardian and the time the guardian agreed", async () => {
  fetchMock.mockResolvedValue(jsonReply(201, { message: 'Created', id: 9 }));
  const { user } = setup();
  await fillValid(user);
  await answerUnder18(user);
  await enter(user, guardian.name(), '  Lakshmi Kumar ');
  await user.selectOptions(guardian.relationship(), 'Parent');
  await enter(user, guardian.phone(), '+91 98400 22222');
  await user.click(guardian.consent());
  await user.click(submitButton());
  await screen.findByRole('status');

  const [sent] = sentRequests(fetchMock);
  expect(sent?.body).toMatchObject({
    minor: true,
    guardian: {
      name: 'Lakshmi Kumar',
      relationship: 'Parent',
      phone: '+91 98400 22222',
      email: '',
      consentGivenAt: expect.stringMatching(isoPattern),
    },
    consent: { version: consentNoticeVersion, givenAt: expect.stringMatching(isoPattern) },
  });
});

test("a 400's dotted field errors land on their fields; one no field shows is in the notice", async () => {
  fetchMock.mockResolvedValueOnce(
    jsonReply(400, {
      message: 'Please correct the errors in the form',
      errors: {
        'guardian.name': "Guardian's name must be at most 100 characters",
        'consent.version': 'This privacy notice is not one we know.',
        'source.event': 'Event name is required',
      },
    }),
  );
  const { user } = setup();
  await fillValid(user);
  await answerUnder18(user);
  await enter(user, guardian.name(), 'Lakshmi Kumar');
  await user.selectOptions(guardian.relationship(), 'Parent');
  await enter(user, guardian.email(), 'lakshmi@example.in');
  await user.click(guardian.consent());
  await user.click(submitButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Event name is required');
  expect(guardian.name()).toHaveAccessibleDescription(
    "Guardian's name must be at most 100 characters",
  );
  expect(field.consent()).toHaveAccessibleDescription('This privacy notice is not one we know.');
  expect(guardian.name()).toHaveFocus();
});

test('in event mode what a student types is kept as no draft, and a draft from before is not shown', async () => {
  const before = {
    fullName: 'Meena Krishnan',
    email: 'meena@example.in',
    phone: '',
    address: '',
    courseOfInterest: '',
    levelOfEducation: '',
    message: '',
  };
  await saveDraft('application', before);
  localStorage.setItem(eventModeFlag, 'on');
  try {
    const { user } = setup();
    await settled();
    expect(field.fullName()).toHaveValue('');
    await enter(user, field.fullName(), 'Arun Kumar');
    await enter(user, field.email(), 'arun@example.in');
    advance(2000);
    await settled();
    expect(await loadDraft('application')).toEqual(before);
  } finally {
    localStorage.removeItem(eventModeFlag);
  }
});
