import { config } from './config.ts';
import { noteConnection } from './connection.ts';

/** What came back from a request, without throwing: the caller decides what each case means. */
export type HttpResult =
  | { kind: 'response'; status: number; ok: boolean; body: unknown; headers: Headers }
  | { kind: 'network-error'; message: string };

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** Give up after this long: a patchy connection must not hold a page or a form forever. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

const defaultTimeoutMs = 8000;

/** `/api/page-content/home` from `/page-content/home`. */
export function apiUrl(path: string): string {
  return `${config.apiBase}${path}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's error page, say): the caller gets the text and judges the status.
    return text;
  }
}

function describeNetworkError(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'The request timed out';
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to fetch';
}

/** The one way the app talks to its API. */
export async function request(path: string, options: RequestOptions = {}): Promise<HttpResult> {
  const { method = 'GET', body, headers = {}, timeoutMs = defaultTimeoutMs, signal } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    // Read in full first: a body cut off mid-way is no answer at all.
    const answer = await readBody(response);
    // Any answer, an error status too, shows the connection reaches the server.
    noteConnection(true);
    return {
      kind: 'response',
      status: response.status,
      ok: response.ok,
      body: answer,
      headers: response.headers,
    };
  } catch (error) {
    // A request the caller gave up on says nothing about the connection; a timeout does.
    if (timedOut || !signal?.aborted) noteConnection(false);
    return { kind: 'network-error', message: describeNetworkError(error, timedOut) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}
