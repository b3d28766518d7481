/**
 * What the forms' tests share: around each test a faked clock, fresh storage and a stubbed
 * `fetch`; a visitor who fills fields in; and the clock moved on by hand.
 */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { FetchMock } from './network.ts';
import { render } from './render.tsx';
import { fakedTimers, freshStorage } from './storage.ts';

export type User = ReturnType<typeof userEvent.setup>;

/** Call once at the top of a test file; the returned `fetch` stub starts each test empty. */
export function setUpFormTests(): FetchMock {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    // IndexedDB (fake-indexeddb) runs on real immediates: only the clock is faked.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: fakedTimers });
    await freshStorage();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Renders a form as a page does, with a visitor whose waits follow the faked clock. */
export function renderForm(ui: ReactElement) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...render(ui) };
}

/** Pastes rather than types: the same events a visitor's paste makes, at a fraction of the time. */
export async function enter(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
