/**
 * The person's consent to the privacy notice, as both forms send it under India's DPDP Act: the
 * notice's version and when they ticked its box. A body without a `consent` member was made
 * before the forms asked (an old outbox): until the devices are done sending those, the server
 * stores it, marked as collected without a recorded consent, and refuses it after. The browser
 * and the server import these same rules.
 * Pure TypeScript: no DOM, no Node.
 */
import { deviceTimeError } from './iso-utc.ts';
import { textFieldReader } from './submissions.ts';

/** The notice the forms show today: change it whenever the notice's text changes. */
export const consentNoticeVersion = '2026-11-28';

/**
 * The forms' message for an unticked box. The server stores a body without consent (an old
 * outbox's); the forms never send one.
 */
export const consentRequiredMessage = 'Please agree to the privacy notice to continue';

/** Every notice the site has shown, oldest first: a queued submission may carry an older one. */
export const consentNoticeVersions: readonly string[] = [
  '2026-11-26',
  '2026-11-27',
  consentNoticeVersion,
];

/** The day the forms first asked for consent (the first notice's version). */
export const consentAskedFrom = '2026-11-26';

/**
 * From when a body without consent is refused: devices send what they kept for 30 days at most
 * (src/domain/submission-keys.ts), so after the release that asked for consent plus those days,
 * a body without it no longer comes from an old outbox. The server's `CONSENT_REQUIRED_FROM`
 * may set another day.
 */
export const defaultConsentRequiredFrom = new Date(
  Date.parse(`${consentAskedFrom}T00:00:00.000Z`) + 30 * 24 * 60 * 60 * 1000,
);

/** The refusal of a body without consent, shown under the form's box when it is corrected. */
export const missingConsentMessage =
  'This was saved before the privacy notice was asked for. Please read the notice, tick the box and send it again.';

export interface Consent {
  /** One of `consentNoticeVersions`. */
  version: string;
  /** When the person ticked the box: `Date.prototype.toISOString()`. */
  givenAt: string;
}

export type ConsentErrors = Partial<
  Record<'consent' | 'consent.version' | 'consent.givenAt', string>
>;

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

/**
 * Errors by field; an empty object means the consent (or its absence) may be stored. A body
 * without consent is stored until `requiredFrom`, and refused from then on.
 */
export function validateConsent(
  consent: Consent | null,
  now: Date = new Date(),
  requiredFrom: Date = defaultConsentRequiredFrom,
): ConsentErrors {
  const errors: ConsentErrors = {};
  if (consent === null) {
    if (now.getTime() >= requiredFrom.getTime()) errors.consent = missingConsentMessage;
    return errors;
  }
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
