import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import { admin, counsellor, emptyInbox, renderWorkspace } from '../test/render-workspace.tsx';

const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  startAuthentication: webauthn.startAuthentication,
  browserSupportsWebAuthn: webauthn.browserSupportsWebAuthn,
}));

const options = { challenge: 'abc', rpId: 'localhost', allowCredentials: [] };
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

beforeEach(() => {
  webauthn.startAuthentication.mockResolvedValue(assertion);
  webauthn.browserSupportsWebAuthn.mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('a signed-out visitor to a screen signs in and is taken back to it', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/sign-in/options')) return jsonReply(200, { attempt: 'att-1', options });
    if (url.endsWith('/sign-in')) return jsonReply(200, { account: admin });
    if (url.endsWith('/accounts')) return jsonReply(200, { accounts: [] });
    return jsonReply(404, { message: 'Not found' });
  });
  const { router } = renderWorkspace('/accounts');

  expect(
    await screen.findByRole('heading', { name: 'Sign in to the staff workspace' }),
  ).toHaveFocus();
  expect(router.state.location.search).toBe('?from=%2Faccounts');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

  expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/accounts');
  expect(document.title).toBe('Staff · Staff · RAAM Academy');
  expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: options });
  expect(sentRequests(fetchMock)[1]).toMatchObject({
    url: '/api/staff/sign-in',
    method: 'POST',
    body: { attempt: 'att-1', response: assertion },
  });
});

test('an unknown passkey and too many attempts show the server’s words', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/options')
      ? jsonReply(200, { attempt: 'a', options })
      : jsonReply(401, { message: 'That passkey is not recognised, or its account is disabled.' }),
  );
  renderWorkspace('/sign-in');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That passkey is not recognised, or its account is disabled.',
  );

  fetchMock.mockImplementation(async () =>
    jsonReply(429, { message: 'Too many sign-in attempts. Wait a few minutes and try again.' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Too many sign-in attempts'),
  );
});

test('a closed passkey prompt is said to be cancelled, and can be tried again', async () => {
  stubFetch().mockResolvedValue(jsonReply(200, { attempt: 'a', options }));
  webauthn.startAuthentication.mockRejectedValue(
    new DOMException('Not allowed', 'NotAllowedError'),
  );
  renderWorkspace('/sign-in');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Signing in was cancelled');
  expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});

test('offline, the workspace says it needs a connection', async () => {
  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  renderWorkspace('/sign-in');
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The staff workspace needs a connection',
  );
});

test('a browser without passkeys is told so, and the button is off', async () => {
  webauthn.browserSupportsWebAuthn.mockReturnValue(false);
  renderWorkspace('/sign-in');
  expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot use passkeys');
  expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeDisabled();
});

test('a counsellor sees no Staff screen, and its address takes her to the leads', async () => {
  stubFetch().mockImplementation(async (input) => jsonReply(200, emptyInbox(String(input))));
  renderWorkspace('/accounts', counsellor);
  expect(await screen.findByRole('heading', { name: 'Leads' })).toHaveFocus();
  const nav = screen.getByRole('navigation', { name: 'Workspace' });
  expect(nav).toHaveTextContent('Leads');
  expect(nav).not.toHaveTextContent('Staff');
});

test('a 401 mid-session returns to sign-in, saying the session ended', async () => {
  stubFetch().mockResolvedValue(jsonReply(401, { message: 'Sign in to continue' }));
  const { router } = renderWorkspace('/accounts', admin);
  expect(
    await screen.findByText('Your session has ended. Sign in again to continue.'),
  ).toBeVisible();
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(router.state.location.search).toBe('?from=%2Faccounts');
});

test('signing out lands on sign-in, saying so, with no screen to return to', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/sign-out')
      ? new Response(null, { status: 204 })
      : jsonReply(200, emptyInbox(String(input))),
  );
  const { router } = renderWorkspace('/accounts', counsellor);
  // Sent to the leads (no Staff screen for her), which she sees before she reaches the menu.
  expect(await screen.findByText('No leads yet.')).toBeVisible();
  await userEvent.click(await screen.findByRole('button', { name: /^Asha Kumar/ }));
  // The menu's fade-in is the browser's to show (tests/e2e/staff-sign-in.spec.ts); here, what
  // its item does.
  await userEvent.click(
    await screen.findByRole('menuitem', { name: 'Sign out everywhere', hidden: true }),
  );
  expect(await screen.findByText('You are signed out.')).toBeVisible();
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(router.state.location.search).toBe('');
  expect(sentRequests(fetchMock).find((sent) => sent.method === 'POST')).toMatchObject({
    url: '/api/staff/sign-out-everywhere',
    method: 'POST',
  });
});
