import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { answer, stubFetch } from '../test/network.ts';

type Connection = typeof import('./connection.ts');
type Http = typeof import('./http.ts');

let connection: Connection;
let http: Http;

/** The page as freshly opened: the modules start again, the tab's session stays. */
async function openPage() {
  vi.resetModules();
  connection = await import('./connection.ts');
  http = await import('./http.ts');
}

beforeEach(async () => {
  sessionStorage.clear();
  await openPage();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('a request that finds no network means offline; the next answer, an error too, means online', async () => {
  const changed = vi.fn();
  connection.subscribeConnection(changed);
  expect(connection.isOffline()).toBe(false);

  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  await http.request('/page-content/home');
  await http.request('/page-content/about');
  expect(connection.isOffline()).toBe(true);
  expect(changed).toHaveBeenCalledTimes(1);

  answer(500, { error: 'Internal Server Error' });
  await http.request('/page-content/home');
  expect(connection.isOffline()).toBe(false);
  expect(changed).toHaveBeenCalledTimes(2);
});

test('a request that times out means offline', async () => {
  vi.useFakeTimers();
  stubFetch().mockImplementation(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
      }),
  );
  const pending = http.request('/page-content/home', { timeoutMs: 6000 });
  await vi.advanceTimersByTimeAsync(6000);
  expect(await pending).toEqual({ kind: 'network-error', message: 'The request timed out' });
  expect(connection.isOffline()).toBe(true);
});

test('a request its caller gave up on says nothing about the connection', async () => {
  stubFetch().mockRejectedValue(new DOMException('', 'AbortError'));
  const caller = new AbortController();
  caller.abort();
  await http.request('/chat', { signal: caller.signal });
  expect(connection.isOffline()).toBe(false);
});

test('the next page opened in the tab starts offline, until an answer or the browser says otherwise', async () => {
  stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
  await http.request('/page-content/home');
  await openPage();
  expect(connection.isOffline()).toBe(true);

  const changed = vi.fn();
  connection.subscribeConnection(changed);
  window.dispatchEvent(new Event('online'));
  expect(connection.isOffline()).toBe(false);
  expect(changed).toHaveBeenCalledTimes(1);
  await openPage();
  expect(connection.isOffline()).toBe(false);
});
