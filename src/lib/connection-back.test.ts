import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { stubFetch } from '../test/network.ts';

type Connection = typeof import('./connection.ts');
type ConnectionBack = typeof import('./connection-back.ts');

let connection: Connection;
let connectionBack: ConnectionBack;

beforeEach(async () => {
  sessionStorage.clear();
  vi.resetModules();
  connection = await import('./connection.ts');
  connectionBack = await import('./connection-back.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test("a check that reaches the site ends the site's offline state, even on a server error", async () => {
  connection.noteConnection(false);
  stubFetch().mockResolvedValue(new Response(null, { status: 502 }));
  expect(await connectionBack.serverAnswers('/about')).toBe(false);
  expect(connection.isOffline()).toBe(false);
});

test('a check that finds no network means offline', async () => {
  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await connectionBack.serverAnswers('/about')).toBe(false);
  expect(connection.isOffline()).toBe(true);
});

test('a wait for the connection ends as soon as another request of the site gets through', async () => {
  vi.useFakeTimers();
  connection.noteConnection(false);
  const fetch = stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  const back = vi.fn();
  connectionBack.whenConnectionBack('/about', back);

  fetch.mockResolvedValue(new Response(null, { status: 200 }));
  // Long before the wait's own first check (2 s), another request finds the site.
  connection.noteConnection(true);
  await vi.advanceTimersByTimeAsync(10);
  expect(back).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith('/about', expect.objectContaining({ method: 'HEAD' }));
});

test('a stopped wait no longer listens', async () => {
  vi.useFakeTimers();
  connection.noteConnection(false);
  const fetch = stubFetch().mockResolvedValue(new Response(null, { status: 200 }));
  const back = vi.fn();
  const stop = connectionBack.whenConnectionBack('/about', back);
  stop();
  connection.noteConnection(true);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(back).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});
