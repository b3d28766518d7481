/**
 * IndexedDB for tests: a fresh, empty one per test (fake-indexeddb), or none at all, as in a
 * browser that refuses storage.
 */
import { act } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { closeStores } from '../lib/idb-store.ts';

export async function freshStorage(): Promise<void> {
  await closeStores();
  vi.stubGlobal('indexedDB', new IDBFactory());
}

/** Opening any database fails, as in a private window that allows no storage. */
export async function noStorage(): Promise<void> {
  await closeStores();
  vi.stubGlobal('indexedDB', {
    open: () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    },
  });
}

/** Fake timers that leave IndexedDB's own scheduling (setImmediate) alone. */
export const fakedTimers: (
  | 'setTimeout'
  | 'clearTimeout'
  | 'setInterval'
  | 'clearInterval'
  | 'Date'
)[] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'];

/**
 * What follows a server's answer (IndexedDB work on real immediates) finishes outside React's
 * `act`: wait for it inside one, so the form's effects (its 5-second timer) have run.
 */
/** Node's, which the test environment keeps (the DOM's types do not know it). */
const realImmediate = (globalThis as unknown as { setImmediate(run: () => void): void })
  .setImmediate;

export async function settled(): Promise<void> {
  // Real immediates, not the faked clock: the form's own timers must not move.
  await act(async () => {
    for (let turn = 0; turn < 20; turn += 1) {
      await new Promise<void>((resolve) => realImmediate(resolve));
    }
  });
}
