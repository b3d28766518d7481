import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import type { AccountWithKeys } from '../api/types.ts';
import { admin, renderWorkspace } from '../test/render-workspace.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const asha: AccountWithKeys = {
  id: 'acc-asha',
  name: 'Asha Kumar',
  email: 'asha@raamacademy.in',
  role: 'counsellor',
  disabled: false,
  passkeys: [{ id: 'pk-1', label: 'Phone', createdAt: '2026-11-20T04:30:00Z', lastUsedAt: null }],
  enrolmentPending: false,
  enrolmentExpiresAt: null,
};
const meena: AccountWithKeys = {
  ...admin,
  passkeys: [],
  enrolmentPending: false,
  enrolmentExpiresAt: null,
};

function serve(accounts: AccountWithKeys[]) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/staff/accounts' && method === 'GET') return jsonReply(200, { accounts });
    if (url === '/api/staff/accounts' && method === 'POST') {
      return jsonReply(201, {
        account: {
          id: 'acc-new',
          name: 'Ravi S',
          email: 'ravi@raamacademy.in',
          role: 'counsellor',
          disabled: false,
        },
        enrolmentLink: 'http://localhost:4620/staff/enrol#tok-ravi',
        expiresAt: '2026-11-28T10:00:00Z',
      });
    }
    if (url.endsWith('/enrolment-link')) {
      return jsonReply(200, {
        enrolmentLink: 'http://localhost:4620/staff/enrol#tok-asha',
        expiresAt: '2026-11-28T10:00:00Z',
      });
    }
    if (url.endsWith('/disable')) return jsonReply(200, { account: { ...asha, disabled: true } });
    return jsonReply(404, { message: 'Not found' });
  });
  return fetchMock;
}

test('an admin sees each person with their role and passkeys', async () => {
  serve([meena, asha]);
  renderWorkspace('/accounts', admin);
  const card = await screen.findByRole('article', { name: 'Asha Kumar' });
  expect(card).toHaveTextContent('Counsellor');
  expect(card).toHaveTextContent('asha@raamacademy.in');
  expect(card).toHaveTextContent('Phone');
  expect(card).toHaveTextContent('not used yet');
  // An admin cannot lock themselves out.
  const own = screen.getByRole('article', { name: admin.name });
  expect(within(own).queryByRole('button', { name: /^Disable/ })).toBeNull();
});

test('adding a person shows the one-time link and when it expires', async () => {
  const fetchMock = serve([meena]);
  renderWorkspace('/accounts', admin);
  await userEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add and make a link' }));
  // The dialog fades in: visible once its transition has run, as a person sees it.
  await waitFor(() => expect(within(dialog).getByText('Enter the person’s name.')).toBeVisible());

  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ravi S');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Email' }),
    'ravi@raamacademy.in',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add and make a link' }));

  const linkDialog = await screen.findByRole('dialog', { name: 'Enrolment link for Ravi S' });
  expect(within(linkDialog).getByRole('textbox', { name: 'One-time link' })).toHaveValue(
    'http://localhost:4620/staff/enrol#tok-ravi',
  );
  expect(linkDialog).toHaveTextContent('28 Nov 2026');
  await waitFor(() =>
    expect(within(linkDialog).getByRole('button', { name: 'Copy link' })).toBeVisible(),
  );
  expect(sentRequests(fetchMock).find((sent) => sent.method === 'POST')?.body).toEqual({
    name: 'Ravi S',
    email: 'ravi@raamacademy.in',
    role: 'counsellor',
  });
});

test('a new link is made only after confirming that it revokes the passkeys', async () => {
  const fetchMock = serve([meena, asha]);
  renderWorkspace('/accounts', admin);
  await userEvent.click(
    await screen.findByRole('button', { name: 'New enrolment link for Asha Kumar' }),
  );
  const confirm = await screen.findByRole('dialog', { name: 'New enrolment link for Asha Kumar?' });
  expect(confirm).toHaveTextContent('removes every passkey of Asha Kumar');
  expect(sentRequests(fetchMock).some((sent) => sent.url.endsWith('/enrolment-link'))).toBe(false);
  await userEvent.click(
    within(confirm).getByRole('button', { name: 'Revoke passkeys and make a link' }),
  );
  const linkDialog = await screen.findByRole('dialog', { name: 'Enrolment link for Asha Kumar' });
  expect(within(linkDialog).getByRole('textbox', { name: 'One-time link' })).toHaveValue(
    'http://localhost:4620/staff/enrol#tok-asha',
  );
});

test('an admin action the server refuses says why', async () => {
  const fetchMock = serve([meena, asha]);
  renderWorkspace('/accounts', admin);
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST'
      ? jsonReply(403, { message: 'Only an admin can do that' })
      : jsonReply(200, { accounts: [meena, asha] }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Disable Asha Kumar' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Only an admin can do that'),
  );
});

test('a passkey is removed only after confirming, and the list is asked for again', async () => {
  const fetchMock = serve([meena, asha]);
  renderWorkspace('/accounts', admin);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Remove passkey “Phone” of Asha Kumar' }),
  );
  const confirm = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
  expect(confirm).toHaveTextContent('Asha Kumar can no longer sign in with “Phone”.');
  fetchMock.mockImplementationOnce(async () => new Response(null, { status: 204 }));
  await userEvent.click(within(confirm).getByRole('button', { name: 'Remove passkey' }));
  await waitFor(() =>
    expect(
      sentRequests(fetchMock)
        // The shell's poll of how many leads are New runs alongside.
        .filter((sent) => !sent.url.endsWith('/new-count'))
        .map((sent) => `${sent.method} ${sent.url}`),
    ).toEqual([
      'GET /api/staff/accounts',
      'DELETE /api/staff/accounts/acc-asha/passkeys/pk-1',
      'GET /api/staff/accounts',
    ]),
  );
});
