import { beforeEach, expect, test } from 'vitest';
import { draftStore } from '../../lib/outbox/index.ts';
import { freshStorage } from '../../test/storage.ts';
import { draftLifetimeMs, loadDraft, saveDraft } from './drafts.ts';

beforeEach(freshStorage);

const savedAt = Date.parse('2026-11-01T10:00:00.000Z');
const values = { fullName: 'Arun Kumar', email: 'arun@example.in' };

test('a draft is restored for a week after it was last written', async () => {
  await saveDraft('application', values, savedAt);
  expect(await loadDraft('application', savedAt + draftLifetimeMs)).toEqual(values);
});

test('a draft older than a week is deleted when read, and never restored', async () => {
  await saveDraft('application', values, savedAt);
  expect(await loadDraft('application', savedAt + draftLifetimeMs + 1)).toBeUndefined();
  expect(await draftStore.get('application')).toBeUndefined();
  expect(await loadDraft('application', savedAt)).toBeUndefined();
});

test('a draft kept before drafts carried their age goes a week after it is first read', async () => {
  await draftStore.set('inquiry', values);
  const firstRead = Date.parse('2026-11-20T08:00:00.000Z');
  expect(await loadDraft('inquiry', firstRead)).toEqual(values);
  expect(await loadDraft('inquiry', firstRead + draftLifetimeMs + 1)).toBeUndefined();
});
