/**
 * Half-filled forms, kept per form in IndexedDB so a reload, a closed tab or a killed app loses
 * nothing. Stored beside the outbox's records: the record kept in its place replaces a draft in
 * one transaction (submit.ts). Cleared once the submission is sent or kept, and forgotten after a
 * week: personal details are not kept longer than they are of use (a shared device at an event
 * must not offer last month's student to the next one). Failures are quiet: a draft is a
 * convenience, never a reason to stop the visitor.
 */
import type { FormName } from '../../domain/form-code.ts';
import { dayMs } from '../../domain/submission-keys.ts';
import { isRecord } from '../../lib/idb-store.ts';
import { draftStore as store } from '../../lib/outbox/index.ts';
import { report, reportAndUse } from '../../lib/report.ts';

/** A form's draft is named as the form is. */
export type DraftName = FormName;

export const draftLifetimeMs = 7 * dayMs;

/** As stored: the values and when they were last written. */
interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

function isStoredDraft(stored: unknown): stored is StoredDraft {
  return isRecord(stored) && typeof stored.savedAt === 'number' && isRecord(stored.values);
}

/** The draft; one kept before drafts carried their age is dated now, so it goes within a week. */
async function readStored(name: DraftName, now: number): Promise<StoredDraft | undefined> {
  const stored = await store.get(name);
  if (isStoredDraft(stored)) return stored;
  if (!isRecord(stored)) return undefined;
  const dated = { savedAt: now, values: stored };
  await store.set(name, dated);
  return dated;
}

/**
 * Only text values, and only when something was typed; a draft older than a week is deleted
 * instead. `now`: the clock, for tests.
 */
export async function loadDraft(
  name: DraftName,
  now: number = Date.now(),
): Promise<Record<string, string> | undefined> {
  try {
    const stored = await readStored(name, now);
    if (!stored) return undefined;
    if (now - stored.savedAt > draftLifetimeMs) {
      await store.delete(name);
      return undefined;
    }
    const values = Object.fromEntries(
      Object.entries(stored.values).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return Object.values(values).some((value) => value.trim() !== '') ? values : undefined;
  } catch (error) {
    report('A draft could not be read', error);
    return undefined;
  }
}

export async function saveDraft(
  name: DraftName,
  values: Record<string, string>,
  now: number = Date.now(),
): Promise<void> {
  const empty = Object.values(values).every((value) => value.trim() === '');
  const draft: StoredDraft = { savedAt: now, values };
  await (empty ? store.delete(name) : store.set(name, draft)).catch(
    reportAndUse('A draft could not be kept', undefined),
  );
}

export async function clearDraft(name: DraftName): Promise<void> {
  await store.delete(name).catch(reportAndUse('A draft could not be deleted', undefined));
}

/** Deletes every form's draft ("Clear my data", the next student at an event); how many went. */
export function clearDrafts(): Promise<number> {
  return store.clear().catch(reportAndUse('Drafts could not be cleared', 0));
}
