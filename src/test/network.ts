/**
 * Component tests stub the network at its edge, `fetch`: the API's answers as the server gives
 * them, and what the app sent. The real server has its own tests in server/.
 */
import { type Mock, vi } from 'vitest';

export type FetchMock = Mock<typeof fetch>;

export function stubFetch(): FetchMock {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonReply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A reply the test releases when it wants, to look at the form while it is sending. */
export function heldReply() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export interface SentRequest {
  url: string;
  method: string;
  idempotencyKey: string | null;
  contentType: string | null;
  body: unknown;
}

export function sentRequests(fetchMock: FetchMock): SentRequest[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const headers = new Headers(init?.headers);
    return {
      url: String(input),
      method: init?.method ?? 'GET',
      idempotencyKey: headers.get('Idempotency-Key'),
      contentType: headers.get('Content-Type'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
  });
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every request gets this status and body (text as is, anything else as JSON). */
export function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}
