/**
 * One queued submission as the outbox keeps it in IndexedDB. DOM-free: the service worker reads
 * the same records.
 */

import { type Agreement, readAgreement } from '../../domain/agreement.ts';
import {
  type DataRequest,
  dataRequestLabel,
  normaliseDataRequest,
} from '../../domain/data-requests.ts';
import { normaliseSource, type SubmissionSource } from '../../domain/submission-source.ts';
import {
  type Application,
  type Inquiry,
  normaliseApplication,
  normaliseInquiry,
} from '../../domain/submissions.ts';
import type { ReplyFieldErrors } from '../../domain/submissions-messages.ts';
import { isRecord } from '../idb-store.ts';

/** Also the endpoint each is sent to: POST /api/{kind}. */
export const outboxKinds = ['inquiries', 'applications', 'data-requests'] as const;
export type OutboxKind = (typeof outboxKinds)[number];
/** What an event collects from students; a request about one's own data is not one. */
export type LeadKind = Exclude<OutboxKind, 'data-requests'>;

export type OutboxPayload = Inquiry | Application | DataRequest;

/** The values of a record of `kind`, exactly as they are sent. */
export function normalisePayload(kind: OutboxKind, raw: unknown): OutboxPayload {
  if (kind === 'data-requests') return normaliseDataRequest(raw);
  return kind === 'inquiries' ? normaliseInquiry(raw) : normaliseApplication(raw);
}

function isOutboxKind(value: unknown): value is OutboxKind {
  return (outboxKinds as readonly unknown[]).includes(value);
}

export type OutboxStatus = 'queued' | 'needs-attention';

export interface OutboxRecord {
  id: string;
  kind: OutboxKind;
  /** The normalised values, exactly as they are sent. */
  payload: OutboxPayload;
  /** Collected in event mode: sent with the values, unchanged on every replay. */
  source?: SubmissionSource;
  /** The consent (and a minor's guardian) sent with the values; absent on older records. */
  agreement?: Agreement;
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
  /** The last answer was the server's being busy or failing: it is sent again by itself. */
  serverBusy?: boolean;
  /** The last refusal's messages by field, shown under those fields when it is corrected. */
  fieldErrors?: ReplyFieldErrors;
  /** Who is sending it right now, where the browser has no Web Locks (see claim.ts). */
  lease?: { by: string; until: number };
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function readFieldErrors(value: unknown): ReplyFieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => isString(entry[1]) && entry[1] !== '',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The record, or undefined when what is stored is not one (older app, truncated, edited). */
export function readRecord(value: unknown): OutboxRecord | undefined {
  if (!isRecord(value)) return undefined;
  const { id, kind, payload, key, keyAt, savedAt, status, attempts, retryAt, serverRetryAt } =
    value;
  if (!isString(id) || !isString(key) || !isNumber(savedAt)) return undefined;
  if (!isOutboxKind(kind)) return undefined;
  if (status !== 'queued' && status !== 'needs-attention') return undefined;
  if (!isRecord(payload)) return undefined;
  // Kept as it was made: a replay sends the very body the first attempt sent.
  const source = normaliseSource(value.source);
  const agreement = readAgreement(value.agreement);
  const lease = isRecord(value.lease) && isString(value.lease.by) && isNumber(value.lease.until);
  const fieldErrors = readFieldErrors(value.fieldErrors);
  return {
    id,
    kind,
    payload: normalisePayload(kind, payload),
    ...(source ? { source } : {}),
    ...(agreement ? { agreement } : {}),
    key,
    // Records kept before keys carried their age got theirs when they were saved.
    keyAt: isNumber(keyAt) ? keyAt : savedAt,
    savedAt,
    status,
    attempts: isNumber(attempts) ? attempts : 0,
    retryAt: isNumber(retryAt) ? retryAt : 0,
    serverRetryAt: isNumber(serverRetryAt) ? serverRetryAt : 0,
    ...(isString(value.lastError) ? { lastError: value.lastError } : {}),
    ...(value.serverBusy === true ? { serverBusy: true } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(lease ? { lease: value.lease as OutboxRecord['lease'] } : {}),
  };
}

const kindLabels: Record<OutboxKind, string> = {
  inquiries: 'Inquiry',
  applications: 'Application',
  'data-requests': 'Data request',
};

/** "Application", "Inquiry", "Data request": what the visitor calls it. */
export function kindLabel(kind: OutboxKind): string {
  return kindLabels[kind];
}

const topicLabels: Record<OutboxKind, string> = {
  inquiries: 'Subject',
  applications: 'Course',
  'data-requests': 'Request',
};

/** What a record's topic is called beside it: "Course", "Subject", "Request". */
export function topicLabel(kind: OutboxKind): string {
  return topicLabels[kind];
}

type AnyPayload = Partial<Inquiry & Application & DataRequest>;

/** The course of an application, the subject of an inquiry, what a data request asks. */
export function recordTopic(record: Pick<OutboxRecord, 'kind' | 'payload'>): string {
  const payload = record.payload as AnyPayload;
  if (record.kind === 'data-requests') return dataRequestLabel(payload.request ?? '');
  return (record.kind === 'applications' ? payload.courseOfInterest : payload.subject) ?? '';
}

/** The course chosen, never what was typed: an inquiry's subject may hold anything. */
export function recordCourse(record: Pick<OutboxRecord, 'kind' | 'payload'>): string {
  const payload = record.payload as Partial<Inquiry & Application>;
  return (
    (record.kind === 'applications' ? payload.courseOfInterest : payload.interestedCourse) ?? ''
  );
}

/** Who it is from: the name a form asked for, or the email of a data request (it asks none). */
export function recordName(record: Pick<OutboxRecord, 'payload'>): string {
  const payload = record.payload as AnyPayload;
  return payload.fullName ?? payload.email ?? '';
}

const savedAtFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** When it was kept on this device: "26 Nov, 2:30 pm". */
export function savedAtText(record: Pick<OutboxRecord, 'savedAt'>): string {
  return savedAtFormat.format(record.savedAt);
}

/** The polite announcement once a queued submission has reached the academy. */
export function deliveredText(record: Pick<OutboxRecord, 'kind' | 'payload'>): string {
  const topic = recordTopic(record);
  if (record.kind === 'data-requests') return 'Your data request was sent';
  if (record.kind === 'applications') {
    return topic ? `Your application for ${topic} was sent` : 'Your application was sent';
  }
  return topic ? `Your message "${topic}" was sent` : 'Your message was sent';
}
