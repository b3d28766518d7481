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
import type { PinHash } from './pin-hash.ts';

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
  /** The outbox ids of the submissions saved or sent in this event: a correction counts once. */
  collected: string[];
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
  const ids = Array.isArray(collected)
    ? collected.filter((entry) => typeof entry === 'string')
    : [];
  return {
    id,
    name,
    counsellor,
    deviceLabel,
    startedAt,
    inactivitySeconds,
    pin,
    collected: ids,
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
