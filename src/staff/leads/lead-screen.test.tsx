import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import type { LeadDetail } from '../api/lead-types.ts';
import { admin, counsellor, emptyInbox, renderWorkspace } from '../test/render-workspace.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lead: LeadDetail['lead'] = {
  id: 'lead-1',
  kind: 'applications',
  fullName: 'Kavya Rao',
  course: 'Robotics',
  event: null,
  receivedAt: '2026-11-27T04:30:00.000Z',
  stage: 'contacted',
  closedReason: null,
  assignedTo: counsellor.id,
  followUpAt: null,
  overdue: false,
  closedNote: null,
  updatedAt: '2026-11-27T05:00:00.000Z',
};

const detail: LeadDetail = {
  lead,
  submission: {
    id: 'lead-1',
    fullName: 'Kavya Rao',
    email: 'kavya@example.in',
    phone: '98400 12345',
    address: '4 Lake View Road, Chennai',
    courseOfInterest: 'Robotics',
    levelOfEducation: 'High School',
    message: '<b>not bold</b>',
    receivedAt: lead.receivedAt,
    source: null,
    consent: { version: '2026-11-27', givenAt: lead.receivedAt },
    minor: true,
    ageUnknown: false,
    guardian: {
      name: 'Revathi Rao',
      relationship: 'Parent',
      phone: '98400 33333',
      email: 'revathi@example.in',
      consentGivenAt: lead.receivedAt,
    },
    guardianVerifiedAt: null,
  },
  timeline: [{ type: 'received', at: lead.receivedAt, actor: null }],
  notes: [],
  samePerson: [{ ...lead, id: 'lead-0', kind: 'inquiries', stage: 'new', matchedBy: ['phone'] }],
  guardianVerification: null,
  withdrawal: null,
};

function serve(shown: LeadDetail = detail) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/staff/leads/lead-1' && (init?.method ?? 'GET') === 'GET') {
      return jsonReply(200, { detail: shown });
    }
    if (url === '/api/staff/leads/lead-1/stage') {
      return jsonReply(200, {
        detail: {
          ...detail,
          lead: { ...lead, stage: 'closed', closedReason: 'unreachable' },
          // As the server answers: the words given are a note the stage entry names.
          notes: [
            {
              id: 'note-1',
              at: '2026-11-28T05:00:00.000Z',
              authorId: counsellor.id,
              authorName: counsellor.name,
              text: 'No answer x3',
            },
          ],
          timeline: [
            ...detail.timeline,
            {
              type: 'stage',
              from: 'contacted',
              to: 'closed',
              reason: 'unreachable',
              noteId: 'note-1',
              at: '2026-11-28T05:00:00.000Z',
              actor: { id: counsellor.id, name: counsellor.name },
            },
          ],
        },
      });
    }
    return jsonReply(200, emptyInbox(url));
  });
  return fetchMock;
}

test('a person’s screen shows what they sent as text, the guardian to verify, and the same person', async () => {
  serve();
  renderWorkspace('/leads/lead-1', counsellor);
  expect(await screen.findByRole('heading', { name: 'Kavya Rao', level: 1 })).toHaveFocus();
  expect(screen.getByText('<b>not bold</b>')).toBeVisible();
  const guardian = screen.getByRole('region', { name: 'Guardian' });
  expect(within(guardian).getByText('Revathi Rao')).toBeVisible();
  expect(within(guardian).getByText('Not yet verified')).toBeVisible();
  const same = screen.getByRole('region', { name: 'Possibly the same person' });
  expect(within(same).getByRole('link', { name: 'Kavya Rao' })).toHaveAttribute(
    'href',
    '/leads/lead-0',
  );
  expect(within(same).getByText('Same phone')).toBeVisible();
  expect(screen.getByText(`Assigned to: ${counsellor.name} (you)`)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Let it go' })).toBeEnabled();
});

test('closing a lead asks why, and sends the reason chosen', async () => {
  const fetchMock = serve();
  renderWorkspace('/leads/lead-1', counsellor);
  await userEvent.click(await screen.findByRole('combobox', { name: 'Stage' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Closed', hidden: true }));
  const dialog = await screen.findByRole('dialog', { name: 'Close this lead' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close lead' }));
  expect(await within(dialog).findByText('Choose a reason')).toBeVisible();
  expect(sentRequests(fetchMock).some((sent) => sent.method === 'POST')).toBe(false);

  await userEvent.click(within(dialog).getByRole('radio', { name: 'Unreachable' }));
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /In your words/ }),
    'No answer x3',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close lead' }));
  await waitFor(() =>
    expect(sentRequests(fetchMock).find((sent) => sent.method === 'POST')).toMatchObject({
      url: '/api/staff/leads/lead-1/stage',
      body: { stage: 'closed', reason: 'unreachable', note: 'No answer x3' },
    }),
  );
  const timeline = screen.getByRole('region', { name: 'Timeline' });
  expect(await within(timeline).findByText('Stage Contacted → Closed (Unreachable)')).toBeVisible();
  expect(within(timeline).getByText('No answer x3')).toBeVisible();
});

test('an admin corrects a name the person asked to have corrected, by the form’s rules', async () => {
  const fetchMock = serve();
  const corrected = {
    ...detail,
    lead: { ...lead, fullName: 'Kavya Ramesh' },
    submission: { ...detail.submission, fullName: 'Kavya Ramesh' },
  };
  const served = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/staff/personal-data/records/lead-1/correct') {
      return jsonReply(200, { fields: ['fullName'] });
    }
    if (
      url === '/api/staff/leads/lead-1' &&
      sentRequests(fetchMock).some((sent) => sent.url.endsWith('/correct'))
    ) {
      return jsonReply(200, { detail: corrected });
    }
    return served?.(input, init) ?? jsonReply(404, {});
  });
  renderWorkspace('/leads/lead-1', admin);
  await userEvent.click(await screen.findByRole('button', { name: 'Correct details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Correct what they sent' });
  const name = within(dialog).getByRole('textbox', { name: 'Full name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Kavya Ramesh');
  // A value the form would refuse is stopped here, under its field.
  const email = within(dialog).getByRole('textbox', { name: 'Email' });
  await userEvent.clear(email);
  await userEvent.type(email, 'not an email');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save corrections' }));
  expect(await within(dialog).findByText('Email is invalid')).toBeVisible();
  expect(sentRequests(fetchMock).some((sent) => sent.url.endsWith('/correct'))).toBe(false);

  await userEvent.clear(email);
  await userEvent.type(email, 'kavya@example.in');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save corrections' }));
  expect(await screen.findByText('Corrected: 1 field.')).toBeVisible();
  const sent = sentRequests(fetchMock).find((request) => request.url.endsWith('/correct'));
  expect(sent?.body).toEqual({ changes: { fullName: 'Kavya Ramesh' } });
  // The screen shows the lead as it now is.
  expect(await screen.findByRole('heading', { name: 'Kavya Ramesh', level: 1 })).toBeVisible();
});

test('a lead whose person withdrew consent says so, until when, and offers no way to contact them', async () => {
  serve({
    ...detail,
    withdrawal: {
      requestId: 'request-1',
      withdrawnAt: '2026-11-27T06:30:00.000Z',
      eraseBy: '2026-12-04T06:30:00.000Z',
    },
  });
  renderWorkspace('/leads/lead-1', counsellor);
  expect(await screen.findByRole('heading', { name: 'Kavya Rao', level: 1 })).toBeVisible();
  expect(screen.getByText('Consent withdrawn — erase by 4 Dec 2026')).toBeVisible();
  expect(screen.queryByRole('group', { name: 'Contact' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Call/ })).toBeNull();
});

test('a counsellor cannot correct a person’s details', async () => {
  serve();
  renderWorkspace('/leads/lead-1', counsellor);
  expect(await screen.findByRole('heading', { name: 'Kavya Rao', level: 1 })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Correct details' })).toBeNull();
});

test('an admin verifies the guardian: how, and a reference to the evidence; the screen then says so', async () => {
  const fetchMock = serve();
  const verifiedAt = '2026-11-28T06:00:00.000Z';
  const verified: LeadDetail = {
    ...detail,
    submission: { ...detail.submission, guardianVerifiedAt: verifiedAt },
    guardianVerification: {
      method: 'phone-call',
      reference: 'Spoke to Revathi on 98400 33333',
      byName: admin.name,
      at: verifiedAt,
    },
  };
  const served = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const done = sentRequests(fetchMock).some((sent) => sent.url.endsWith('/verify'));
    if (url === '/api/staff/personal-data/guardians/lead-1/verify')
      return jsonReply(200, { verified: true });
    if (url === '/api/staff/leads/lead-1' && done) return jsonReply(200, { detail: verified });
    return served?.(input, init) ?? jsonReply(404, {});
  });
  renderWorkspace('/leads/lead-1', admin);
  await userEvent.click(await screen.findByRole('button', { name: 'Verify guardian' }));
  const dialog = await screen.findByRole('dialog', { name: 'Verify the guardian' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record verification' }));
  expect(await within(dialog).findByText('Choose how the guardian was verified.')).toBeVisible();
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'How' }),
    "A call to the guardian's phone number",
  );
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Evidence (a reference)' }),
    'Spoke to Revathi on 98400 33333',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record verification' }));
  const guardian = await screen.findByRole('region', { name: 'Guardian' });
  expect(
    await within(guardian).findByText(
      /by Meena Raman\s+A call to the guardian's phone number: Spoke to Revathi/,
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Verify guardian' })).toBeNull();
  const sent = sentRequests(fetchMock).find((request) => request.url.endsWith('/verify'));
  expect(sent?.body).toEqual({
    method: 'phone-call',
    reference: 'Spoke to Revathi on 98400 33333',
  });
});

test('a minor’s lead says it is held for the guardian; one that cannot be verified is erased, with why', async () => {
  const fetchMock = serve();
  const served = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/staff/personal-data/guardians/lead-1/not-verified') {
      return jsonReply(200, { erased: true });
    }
    if (url === '/api/staff/personal-data/guardians') return jsonReply(200, { guardians: [] });
    if (url === '/api/staff/personal-data/withdrawals') return jsonReply(200, { withdrawals: [] });
    return served?.(input, init) ?? jsonReply(404, {});
  });
  renderWorkspace('/leads/lead-1', admin);
  expect(await screen.findByText('Held until the guardian is verified')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Could not verify' }));
  const dialog = await screen.findByRole('dialog', { name: 'Could not verify the guardian?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erase the application' }));
  expect(
    await within(dialog).findByText('Choose why the guardian could not be verified.'),
  ).toBeVisible();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The guardian did not agree' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erase the application' }));

  expect(await screen.findByRole('heading', { name: 'Personal data', level: 1 })).toBeVisible();
  expect(screen.getByText('Kavya Rao’s application was erased.')).toBeVisible();
  const erase = sentRequests(fetchMock).find((sent) => sent.url.endsWith('/not-verified'));
  expect(erase?.body).toEqual({ reason: 'declined' });
});

test('an application without the under-18 answer is held until an admin records the age the applicant gave', async () => {
  const unknownAge: LeadDetail = {
    ...detail,
    submission: { ...detail.submission, minor: false, ageUnknown: true, guardian: null },
  };
  const fetchMock = serve(unknownAge);
  const served = fetchMock.getMockImplementation();
  let recorded = false;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/staff/personal-data/guardians/lead-1/age') {
      recorded = true;
      return jsonReply(200, { recorded: true });
    }
    if (url === '/api/staff/leads/lead-1' && recorded) {
      return jsonReply(200, {
        detail: { ...unknownAge, submission: { ...unknownAge.submission, ageUnknown: false } },
      });
    }
    return served?.(input, init) ?? jsonReply(404, {});
  });
  renderWorkspace('/leads/lead-1', admin);
  expect(await screen.findByText('Held until their age is known')).toBeVisible();
  expect(screen.queryByText('Held until the guardian is verified')).toBeNull();
  expect(screen.getByText('Not given')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Record their age' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record the applicant’s age' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Under 18' }));
  // Under 18 erases: the button says so, in red, before anything is sent.
  expect(within(dialog).getByRole('button', { name: 'Erase the application' })).toBeVisible();
  await userEvent.click(within(dialog).getByRole('radio', { name: '18 or over' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));

  await waitFor(() => expect(screen.queryByText('Held until their age is known')).toBeNull());
  expect(screen.getByText('No')).toBeVisible();
  const sent = sentRequests(fetchMock).find((request) => request.url.endsWith('/age'));
  expect(sent?.body).toEqual({ answer: 'adult' });
});
