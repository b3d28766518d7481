/**
 * Where a submission was collected: the event, the counsellor and the device that took it, and
 * when the student sent it there. A device in event mode adds it to every inquiry and
 * application as the body's `source` member; the API stores it beside the record. The browser
 * and the server import these same rules.
 * Pure TypeScript: no DOM, no Node.
 */
import { deviceTimeError, isoUtcLength } from './iso-utc.ts';
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

export const collectedAtLength = isoUtcLength;

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

  const collectedAtError = deviceTimeError('Collection time', source.collectedAt, now);
  if (collectedAtError) errors['source.collectedAt'] = collectedAtError;

  return errors;
}
