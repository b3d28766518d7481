/**
 * The workspace's one way to the staff API: JSON in and out, the session's cookie sent along,
 * nothing kept (`cache: 'no-store'`). A 401 from any call tells the session it has ended.
 */
import { staffApiBase, staffNeedsConnection } from '../../domain/staff-workspace.ts';

/** The server answered with an error status and, as the contract promises, a message. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** No answer at all: offline, the server unreachable, or it took too long. */
export class NoConnectionError extends Error {
  constructor() {
    super(staffNeedsConnection);
    this.name = 'NoConnectionError';
  }
}

const timeoutMs = 15_000;
const signedOutListeners = new Set<() => void>();

/** Calls `listener` whenever the API says the session is gone (401); returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

function messageOf(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return status >= 500
    ? 'The server could not do that just now. Try again in a minute.'
    : `The server refused that (${status}).`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type Method = 'GET' | 'POST' | 'DELETE';

/** `path` is under /api/staff: `/session`, `/accounts/…`. Resolves to the answer's JSON body. */
export async function staffRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await send(method, path, body, 'json')) as T;
}

/** The same, for an answer that is a document (text), not JSON. */
export async function staffTextRequest(
  method: Method,
  path: string,
  body?: unknown,
): Promise<string> {
  return (await send(method, path, body, 'text')) as string;
}

async function send(
  method: Method,
  path: string,
  body: unknown,
  expect: 'json' | 'text',
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${staffApiBase}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        Accept: expect === 'json' ? 'application/json' : 'text/plain, application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new NoConnectionError();
  }
  let answer: unknown;
  try {
    answer = expect === 'text' && response.ok ? await response.text() : await readJson(response);
  } catch {
    // The body was cut off: no answer at all.
    throw new NoConnectionError();
  }
  if (response.status === 401) for (const listener of signedOutListeners) listener();
  if (!response.ok) throw new StaffApiError(response.status, messageOf(answer, response.status));
  return answer;
}
