/**
 * The person's consent to the privacy notice, as both forms send it under India's DPDP Act: the
 * notice's version and when they ticked its box. A body without a `consent` member was made
 * before the forms asked (an old outbox): the server stores it, marked as collected without a
 * recorded consent. The browser and the server import these same rules.
 * Pure TypeScript: no DOM, no Node.
 */
import { deviceTimeError } from './iso-utc.ts';
import { textFieldReader } from './submissions.ts';

/** The notice the forms show today: change it whenever the notice's text changes. */
export const consentNoticeVersion = '2026-11-27';

/**
 * The forms' message for an unticked box. The server stores a body without consent (an old
 * outbox's); the forms never send one.
 */
export const consentRequiredMessage = 'Please agree to the privacy notice to continue';

/** Every notice the site has shown, oldest first: a queued submission may carry an older one. */
export const consentNoticeVersions: readonly string[] = ['2026-11-26', consentNoticeVersion];

export interface Consent {
  /** One of `consentNoticeVersions`. */
  version: string;
  /** When the person ticked the box: `Date.prototype.toISOString()`. */
  givenAt: string;
}

export type ConsentErrors = Partial<Record<'consent.version' | 'consent.givenAt', string>>;

/**
 * The consent as stored and hashed; null when the body has no `consent` member. Any other value
 * (null, a string) reads as an empty consent, so it is refused field by field.
 */
export function consentOfBody(body: unknown): Consent | null {
  const raw = bodyMember(body, 'consent');
  if (raw === undefined) return null;
  const field = textFieldReader(raw);
  return { version: field('version'), givenAt: field('givenAt') };
}

/** Errors by field; an empty object means the consent (or its absence) may be stored. */
export function validateConsent(consent: Consent | null, now: Date = new Date()): ConsentErrors {
  const errors: ConsentErrors = {};
  if (consent === null) return errors;
  if (consent.version === '') errors['consent.version'] = 'The privacy notice version is missing';
  else if (!consentNoticeVersions.includes(consent.version)) {
    errors['consent.version'] =
      'This privacy notice is not one we know. Please reload the page and agree to the current notice.';
  }
  const givenAtError = deviceTimeError('Consent time', consent.givenAt, now);
  if (givenAtError) errors['consent.givenAt'] = givenAtError;
  return errors;
}

/**
 * A body's own member, or undefined when it has none (JSON cannot send undefined, so that means
 * "not sent"). Never an inherited property.
 */
export function bodyMember(body: unknown, name: string): unknown {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return Object.hasOwn(record, name) ? Reflect.get(record, name) : undefined;
}
