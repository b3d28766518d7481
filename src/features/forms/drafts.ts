/**
 * Half-filled forms, kept per form in IndexedDB so a reload, a closed tab or a killed app loses
 * nothing. Cleared once the submission is sent or kept in the outbox. Failures are quiet: a
 * draft is a convenience, never a reason to stop the visitor.
 */
import { isRecord, keyValueStore, storeNames } from '../../lib/idb-store.ts';

export type DraftName = 'inquiry' | 'application' | 'data-request';

const store = keyValueStore(storeNames.drafts);

/** Only text values, and only when something was typed. */
export async function loadDraft(name: DraftName): Promise<Record<string, string> | undefined> {
  try {
    const stored = await store.get(name);
    if (!isRecord(stored)) return undefined;
    const values = Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return Object.values(values).some((value) => value.trim() !== '') ? values : undefined;
  } catch {
    return undefined;
  }
}

export async function hasDraft(name: DraftName): Promise<boolean> {
  return (await loadDraft(name)) !== undefined;
}

export async function saveDraft(name: DraftName, values: Record<string, string>): Promise<void> {
  const empty = Object.values(values).every((value) => value.trim() === '');
  await (empty ? store.delete(name) : store.set(name, values)).catch(() => undefined);
}

export async function clearDraft(name: DraftName): Promise<void> {
  await store.delete(name).catch(() => undefined);
}
