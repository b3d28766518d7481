import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import { counsellor, emptyInbox, renderWorkspace } from '../test/render-workspace.tsx';

const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  startRegistration: webauthn.startRegistration,
}));

const expired = 'This enrolment link has expired or was already used. Ask an admin for a new one.';
const options = { challenge: 'c', rp: { id: 'localhost', name: 'RAAM' }, user: {} };

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

test('the link names its person; creating the passkey signs her in and lands on the leads', async () => {
  window.location.hash = '#tok-asha';
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/options')) {
      return jsonReply(200, {
        account: { name: counsellor.name, email: counsellor.email },
        options,
      });
    }
    if (url.startsWith('/api/staff/enrolment')) return jsonReply(200, { account: counsellor });
    return jsonReply(200, emptyInbox(url));
  });
  webauthn.startRegistration.mockResolvedValue({ id: 'cred', response: {} });
  const { router } = renderWorkspace('/enrol');

  expect(await screen.findByText(counsellor.name)).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: /A name for this device/ }), 'Phone');
  await userEvent.click(screen.getByRole('button', { name: 'Create a passkey' }));

  expect(await screen.findByRole('heading', { name: 'Leads' })).toBeVisible();
  expect(router.state.location.pathname).toBe('/');
  expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
  expect(sentRequests(fetchMock).slice(0, 2)).toMatchObject([
    { url: '/api/staff/enrolment/options', body: { token: 'tok-asha' } },
    { url: '/api/staff/enrolment', body: { token: 'tok-asha', label: 'Phone' } },
  ]);
});

test('an expired link says so, in the server’s words', async () => {
  window.location.hash = '#tok-old';
  stubFetch().mockResolvedValue(jsonReply(410, { message: expired }));
  renderWorkspace('/enrol');
  expect(await screen.findByRole('alert')).toHaveTextContent(expired);
  expect(screen.queryByRole('button', { name: 'Create a passkey' })).toBeNull();
});

test('without a link, the page says where one comes from', async () => {
  renderWorkspace('/enrol');
  expect(await screen.findByRole('alert')).toHaveTextContent('opens from an enrolment link');
});
