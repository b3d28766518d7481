import { afterEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import { NoConnectionError, onSignedOut, StaffApiError, staffRequest } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a request goes to /api/staff as JSON, with the session’s cookie and nothing cached', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValue(jsonReply(201, { ok: true }));
  expect(await staffRequest('POST', '/accounts', { name: 'Asha' })).toEqual({ ok: true });
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/staff/accounts');
  expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store' });
  expect(sentRequests(fetchMock)[0]).toMatchObject({
    contentType: 'application/json',
    body: { name: 'Asha' },
  });
});

test('a request without a body says no content type (Fastify refuses an empty JSON body)', async () => {
  const fetchMock = stubFetch();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  expect(await staffRequest('POST', '/sign-out')).toBeNull();
  expect(sentRequests(fetchMock)[0]?.contentType).toBeNull();
});

test('an error answer carries the server’s message and status', async () => {
  stubFetch().mockResolvedValue(jsonReply(403, { message: 'Only an admin can do that' }));
  const error = await staffRequest('GET', '/accounts').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(StaffApiError);
  expect(error).toMatchObject({ status: 403, message: 'Only an admin can do that' });
});

test('an error answer without a message still says something useful', async () => {
  stubFetch().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
  await expect(staffRequest('GET', '/session')).rejects.toThrow(/could not do that just now/);
});

test('a 401 from any call ends the session', async () => {
  stubFetch().mockResolvedValue(jsonReply(401, { message: 'Sign in to continue' }));
  const ended = vi.fn();
  const stop = onSignedOut(ended);
  await expect(staffRequest('GET', '/accounts')).rejects.toThrow('Sign in to continue');
  expect(ended).toHaveBeenCalledOnce();
  stop();
  await expect(staffRequest('GET', '/accounts')).rejects.toThrow();
  expect(ended).toHaveBeenCalledOnce();
});

test('no answer at all is a lost connection', async () => {
  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(staffRequest('GET', '/session')).rejects.toBeInstanceOf(NoConnectionError);
});
