/**
 * The outbox's core, shared by the page and the service worker: the records and how they are
 * stored, sent, claimed and announced. DOM-free. The page's outbox (submitting, listing,
 * correcting, discarding, exporting) is `src/features/outbox`; nothing else imports from here.
 */
export { busy, withClaim } from './claim.ts';
export { type FlushOptions, flushOutbox, syncOutbox } from './flush.ts';
export { emitOutboxEvent, type OutboxEvent, onOutboxEvent } from './outbox-events.ts';
export {
  deliveredText,
  kindLabel,
  type LeadKind,
  normalisePayload,
  type OutboxKind,
  type OutboxPayload,
  type OutboxRecord,
  recordCourse,
  recordName,
  recordTopic,
  savedAtText,
  topicLabel,
} from './outbox-record.ts';
export {
  deleteRecord,
  discardedByVisitor,
  draftStore,
  getRecord,
  listRecords,
  listStored,
  type UnreadableRecord,
  updateRecord,
} from './outbox-store.ts';
export {
  isTooOldToReplay,
  postRecord,
  sendRecord,
  serverBusyText,
  submitTimeoutMs,
} from './send-record.ts';
