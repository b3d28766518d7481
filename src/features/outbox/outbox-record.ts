/**
 * One queued submission as the outbox keeps it in IndexedDB. DOM-free: the service worker reads
 * the same records.
 */

import { normaliseSource, type SubmissionSource } from '../../domain/submission-source.ts';
import {
  type Application,
  type Inquiry,
  normaliseApplication,
  normaliseInquiry,
} from '../../domain/submissions.ts';
import { isRecord } from '../../lib/idb-store.ts';

export type OutboxKind = 'inquiries' | 'applications';

export type OutboxPayload<Kind extends OutboxKind> = Kind extends 'inquiries'
  ? Inquiry
  : Application;

export type OutboxStatus = 'queued' | 'needs-attention';

export interface OutboxRecord {
  id: string;
  kind: OutboxKind;
  /** The normalised values, exactly as they are sent. */
  payload: Inquiry | Application;
  /** Collected in event mode: sent with the values, unchanged on every replay. */
  source?: SubmissionSource;
  /** The Idempotency-Key: kept for as long as these values have had no answer. */
  key: string;
  /** When the key was made: the server remembers it for a limited time (submission-keys.ts). */
  keyAt: number;
  savedAt: number;
  status: OutboxStatus;
  attempts: number;
  /** Our own backoff after no answer or a 5xx: not sent before this (unless asked to). */
  retryAt: number;
  /** The server's Retry-After on a 429: never sent before this. */
  serverRetryAt: number;
  /** What the visitor is told about the last refusal (the texts of product §8.2). */
  lastError?: string;
  /** Who is sending it right now, where the browser has no Web Locks (see claim.ts). */
  lease?: { by: string; until: number };
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The record, or undefined when what is stored is not one (older app, truncated, edited). */
export function readRecord(value: unknown): OutboxRecord | undefined {
  if (!isRecord(value)) return undefined;
  const { id, kind, payload, key, keyAt, savedAt, status, attempts, retryAt, serverRetryAt } =
    value;
  if (!isString(id) || !isString(key) || !isNumber(savedAt)) return undefined;
  if (kind !== 'inquiries' && kind !== 'applications') return undefined;
  if (status !== 'queued' && status !== 'needs-attention') return undefined;
  if (!isRecord(payload)) return undefined;
  // Kept as it was made: a replay sends the very body the first attempt sent.
  const source = normaliseSource(value.source);
  const lease = isRecord(value.lease) && isString(value.lease.by) && isNumber(value.lease.until);
  return {
    id,
    kind,
    payload: kind === 'inquiries' ? normaliseInquiry(payload) : normaliseApplication(payload),
    ...(source ? { source } : {}),
    key,
    // Records kept before keys carried their age got theirs when they were saved.
    keyAt: isNumber(keyAt) ? keyAt : savedAt,
    savedAt,
    status,
    attempts: isNumber(attempts) ? attempts : 0,
    retryAt: isNumber(retryAt) ? retryAt : 0,
    serverRetryAt: isNumber(serverRetryAt) ? serverRetryAt : 0,
    ...(isString(value.lastError) ? { lastError: value.lastError } : {}),
    ...(lease ? { lease: value.lease as OutboxRecord['lease'] } : {}),
  };
}

const savedAtFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** When it was kept on this device, as the panel shows it ("26 Nov, 3:05 pm"). */
export function savedAtText(record: Pick<OutboxRecord, 'savedAt'>): string {
  return savedAtFormat.format(record.savedAt);
}

/** "Application" / "Inquiry": what the visitor calls it. */
export function kindLabel(kind: OutboxKind): string {
  return kind === 'applications' ? 'Application' : 'Inquiry';
}

/** The course of an application, or the subject of an inquiry. */
export function recordTopic(record: Pick<OutboxRecord, 'kind' | 'payload'>): string {
  const payload = record.payload as Partial<Inquiry & Application>;
  return (record.kind === 'applications' ? payload.courseOfInterest : payload.subject) ?? '';
}

/** The course chosen, never what was typed: an inquiry's subject may hold anything. */
export function recordCourse(record: Pick<OutboxRecord, 'kind' | 'payload'>): string {
  const payload = record.payload as Partial<Inquiry & Application>;
  return (
    (record.kind === 'applications' ? payload.courseOfInterest : payload.interestedCourse) ?? ''
  );
}

export function recordName(record: Pick<OutboxRecord, 'payload'>): string {
  return (record.payload as Partial<Inquiry & Application>).fullName ?? '';
}

/** The polite announcement once a queued submission has reached the academy. */
export function deliveredText(record: Pick<OutboxRecord, 'kind' | 'payload'>): string {
  const topic = recordTopic(record);
  if (record.kind === 'applications') {
    return topic ? `Your application for ${topic} was sent` : 'Your application was sent';
  }
  return topic ? `Your message "${topic}" was sent` : 'Your message was sent';
}
