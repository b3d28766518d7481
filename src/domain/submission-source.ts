/**
 * Where a submission was collected: the event, the counsellor and the device that took it, and
 * when the student sent it there. A device in event mode adds it to every inquiry and
 * application as the body's `source` member; the API stores it beside the record. The browser
 * and the server import these same rules.
 * Pure TypeScript: no DOM, no Node.
 */
import { dayMs } from './submission-keys.ts';
import { textFieldReader } from './submissions.ts';

export interface SubmissionSource {
  /** The event's name, as the counsellor typed it when starting event mode. */
  event: string;
  counsellor: string;
  /** The device's label; '' when none was given. */
  device: string;
  /** When the student sent it on the device: `Date.prototype.toISOString()`. */
  collectedAt: string;
}

export type SourceErrorField = 'source' | `source.${keyof SubmissionSource}`;
/** Keyed like the forms' own errors, by the field's path in the body: `source.event`. */
export type SourceErrors = Partial<Record<SourceErrorField, string>>;

/** Longest accepted value per text field, in UTF-16 code units, as the forms' fields. */
export const sourceMaxLengths = {
  event: 120,
  counsellor: 80,
  device: 40,
} as const satisfies Partial<Record<keyof SubmissionSource, number>>;

/** `toISOString()`'s form for the years the site can meet: `2026-11-26T09:30:00.000Z`. */
const isoUtcPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const collectedAtLength = '2026-11-26T09:30:00.000Z'.length;
/** No event was held with this site before then: an earlier time is a device's wrong clock. */
export const earliestCollectedAt = '2020-01-01T00:00:00.000Z';
/** A device's clock may run ahead of the server's by this much, and no more. */
export const collectedAtLeadMs = dayMs;

/**
 * The source as stored and hashed, or null when the body has none (no member, or null). Its
 * text fields are read as the forms' fields are (trimmed, NUL dropped, anything but a string is
 * ''); a source that is not an object reads as all empty, so it is refused field by field.
 */
export function normaliseSource(raw: unknown): SubmissionSource | null {
  if (raw === undefined || raw === null) return null;
  const field = textFieldReader(raw);
  return {
    event: field('event'),
    counsellor: field('counsellor'),
    device: field('device'),
    collectedAt: field('collectedAt'),
  };
}

/** The normalised source of a submission's body: its `source` member. */
export function sourceOfBody(body: unknown): SubmissionSource | null {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return normaliseSource(Object.hasOwn(record, 'source') ? Reflect.get(record, 'source') : null);
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * Errors by field, as the forms' own; an empty object means the source may be stored. `now` is
 * the server's clock (the device's, in the browser) for the "not ahead" rule.
 */
export function validateSource(
  source: SubmissionSource | null,
  now: Date = new Date(),
): SourceErrors {
  const errors: SourceErrors = {};
  if (source === null) return errors;
  const max = sourceMaxLengths;

  if (source.event === '') errors['source.event'] = 'Event name is required';
  else if (source.event.length > max.event)
    errors['source.event'] = tooLong('Event name', max.event);

  if (source.counsellor === '') errors['source.counsellor'] = 'Counsellor name is required';
  else if (source.counsellor.length > max.counsellor)
    errors['source.counsellor'] = tooLong('Counsellor name', max.counsellor);

  if (source.device.length > max.device)
    errors['source.device'] = tooLong('Device label', max.device);

  const collectedAtError = checkCollectedAt(source.collectedAt, now);
  if (collectedAtError) errors['source.collectedAt'] = collectedAtError;

  return errors;
}

function checkCollectedAt(value: string, now: Date): string | undefined {
  if (value === '') return 'Collection time is required';
  const time = Date.parse(value);
  // The round trip refuses dates that do not exist, such as 31 February.
  if (!isoUtcPattern.test(value) || Number.isNaN(time) || new Date(time).toISOString() !== value) {
    return 'Collection time must be a UTC time such as 2026-11-26T09:30:00.000Z';
  }
  if (value < earliestCollectedAt) return 'Collection time cannot be before 2020';
  if (time > now.getTime() + collectedAtLeadMs) {
    return 'Collection time cannot be more than a day ahead of now';
  }
  return undefined;
}
