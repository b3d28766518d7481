/**
 * The outbox: every submission a visitor makes is kept on this device before it is sent, and
 * leaves it only when the server confirms it or a person discards it. This is its one way in:
 *
 * - submit: `submitInquiry`, `submitApplication`, `submitDataRequest` (a typed outcome; the
 *   form's draft goes in the transaction that keeps the record);
 * - correct: `readOutboxRecord`, then submit again with its `recordId`;
 * - list and subscribe: `useOutbox`, `onOutboxEvent`;
 * - discard: `discardKept`; export: `downloadUnsent`;
 * - drafts: `loadDraft`, `saveDraft`, `clearDraft`, `clearDrafts`, `hasDraft`;
 * - the header's control: `OutboxControl` (a locked view can be handed in, event mode's).
 *
 * Where the device keeps nothing (no storage), submitting still sends, once, under a key that
 * makes a retry safe. The stored shape, the sending and the service worker's share live in
 * `src/lib/outbox`; the names of its database and channel in `src/lib/store-names.ts`.
 */
export {
  kindLabel,
  type LeadKind,
  listStored,
  type OutboxEvent,
  type OutboxKind,
  type OutboxRecord,
  onOutboxEvent,
  recordCourse,
  recordName,
  recordTopic,
  savedAtText,
  type UnreadableRecord,
} from '../../lib/outbox/index.ts';
export { hasDraft } from './draft-held.ts';
export { clearDraft, clearDrafts, type DraftName, loadDraft, saveDraft } from './drafts.ts';
export { downloadUnsent } from './export-unsent.ts';
export { sendsInBackground } from './keep-storage.ts';
export { discardKept, readOutboxRecord } from './outbox.ts';
export { OutboxControl } from './outbox-control.tsx';
export type { LockedOutboxProps } from './outbox-panel.tsx';
export {
  type ApplicationOutcome,
  type CollectingEvent,
  type DataRequestOutcome,
  type FormOutcome,
  type InquiryOutcome,
  type SubmitOptions,
  submitApplication,
  submitDataRequest,
  submitInquiry,
} from './submit.ts';
export { keptIds, type OutboxContents, useOutbox } from './use-outbox.ts';
