/**
 * The event a counsellor runs on this device, as it is kept in IndexedDB. Every read checks the
 * shape: what is stored may come from an older app or be truncated.
 */
import {
  normaliseSource,
  type SubmissionSource,
  validateSource,
} from '../../domain/submission-source.ts';
import { isRecord } from '../../lib/idb-store.ts';
import type { LeadKind } from '../outbox/index.ts';
import type { PinHash } from './pin-hash.ts';

/** One submission collected in the event, for its tally: no name, nothing a student typed. */
export interface CollectedEntry {
  /**
   * The outbox record's id: while the outbox keeps it, it waits; once gone, it was delivered,
   * unless a person discarded it (`discardedAt`).
   */
  id: string;
  kind: LeadKind;
  /** The course chosen; '' when none. */
  course: string;
  collectedAt: number;
  /** When a person discarded it on this device: it never reached the academy. */
  discardedAt?: number;
}

export interface EventState {
  id: string;
  name: string;
  counsellor: string;
  /** '' when none was given. */
  deviceLabel: string;
  startedAt: number;
  /** Seconds without input before the site returns to its start page. */
  inactivitySeconds: number;
  pin: PinHash;
  /** The submissions saved or sent in this event: a correction counts once. */
  collected: CollectedEntry[];
}

function readEntry(value: unknown): CollectedEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { id, kind, course, collectedAt } = value;
  if (typeof id !== 'string' || (kind !== 'inquiries' && kind !== 'applications')) return undefined;
  if (typeof course !== 'string' || typeof collectedAt !== 'number') return undefined;
  const { discardedAt } = value;
  return {
    id,
    kind,
    course,
    collectedAt,
    ...(typeof discardedAt === 'number' ? { discardedAt } : {}),
  };
}

function readPin(value: unknown): PinHash | undefined {
  if (!isRecord(value)) return undefined;
  const { hash, salt, iterations } = value;
  if (typeof hash !== 'string' || typeof salt !== 'string') return undefined;
  if (typeof iterations !== 'number' || !Number.isInteger(iterations)) return undefined;
  return { hash, salt, iterations };
}

export function readEventState(value: unknown): EventState | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, counsellor, deviceLabel, startedAt, inactivitySeconds, collected } = value;
  const pin = readPin(value.pin);
  if (!pin || typeof id !== 'string' || typeof name !== 'string') return undefined;
  if (typeof counsellor !== 'string' || typeof deviceLabel !== 'string') return undefined;
  if (typeof startedAt !== 'number' || typeof inactivitySeconds !== 'number') return undefined;
  const entries = Array.isArray(collected)
    ? collected.flatMap((entry) => readEntry(entry) ?? [])
    : [];
  return {
    id,
    name,
    counsellor,
    deviceLabel,
    startedAt,
    inactivitySeconds,
    pin,
    collected: entries,
  };
}

/**
 * What a submission collected at `now` in this event carries; undefined when the server would
 * refuse it (a stored event edited by hand), since no form field could correct that.
 */
export function sourceAt(event: EventState, now: Date): SubmissionSource | undefined {
  const source = normaliseSource({
    event: event.name,
    counsellor: event.counsellor,
    device: event.deviceLabel,
    collectedAt: now.toISOString(),
  });
  if (!source || Object.keys(validateSource(source, now)).length > 0) return undefined;
  return source;
}
