/**
 * An applicant under 18 and the parent or guardian who agrees for them (DPDP Act, section 9).
 * The application form sends `minor: true` and a `guardian` member; such an application is
 * stored marked "guardian consent to verify" until staff confirm it with the guardian.
 * Pure TypeScript: no DOM, no Node.
 */
import { bodyMember } from './consent.ts';
import { deviceTimeError } from './iso-utc.ts';
import { applicationMaxLengths, emailPattern, textFieldReader } from './submissions.ts';

export const guardianRelationships = ['Parent', 'Guardian', 'Other'] as const;

export const minorQuestionMessage = 'Please say whether the applicant is under 18';
/** For an application without a guardian, and on the form's guardian box left unticked. */
export const guardianRequiredMessage = 'A parent or guardian must agree for an applicant under 18';

export interface Guardian {
  name: string;
  /** One of `guardianRelationships`. */
  relationship: string;
  /** '' when not given; then the email is required. */
  phone: string;
  /** '' when not given; then the phone is required. */
  email: string;
  /** When the guardian agreed: `Date.prototype.toISOString()`. */
  consentGivenAt: string;
}

/** What an application says about its applicant's age; `minor` is absent from older bodies. */
export interface Minority {
  /** undefined when the body has no `minor` member: the application came before this rule. */
  minor?: boolean;
  /** Present only when `minor` is true. */
  guardian?: Guardian;
}

export type GuardianErrorField = 'minor' | 'guardian' | `guardian.${keyof Guardian}`;
export type GuardianErrors = Partial<Record<GuardianErrorField, string>>;

export const guardianMaxLengths = {
  name: 100,
  relationship: Math.max(...guardianRelationships.map((option) => option.length)),
  phone: applicationMaxLengths.phone,
  email: applicationMaxLengths.email,
} as const;

/**
 * The body's `minor` and, for a minor, `guardian`, as stored and hashed. A `minor` that is not a
 * boolean is kept as sent so the rules can refuse it; a guardian sent for an adult is dropped.
 */
export function minorityOfBody(body: unknown): Minority & { invalidMinor?: true } {
  const minor = bodyMember(body, 'minor');
  if (minor === undefined) return {};
  if (typeof minor !== 'boolean') return { invalidMinor: true };
  if (!minor) return { minor };
  const raw = bodyMember(body, 'guardian');
  if (raw === undefined || raw === null) return { minor };
  const field = textFieldReader(raw);
  return {
    minor,
    guardian: {
      name: field('name'),
      relationship: field('relationship'),
      phone: field('phone'),
      email: field('email'),
      consentGivenAt: field('consentGivenAt'),
    },
  };
}

export function validateMinority(
  minority: Minority & { invalidMinor?: true },
  now: Date = new Date(),
): GuardianErrors {
  const errors: GuardianErrors = {};
  if (minority.invalidMinor) errors.minor = minorQuestionMessage;
  if (minority.minor !== true) return errors;
  const { guardian } = minority;
  if (guardian === undefined) {
    errors.guardian = guardianRequiredMessage;
    return errors;
  }
  const max = guardianMaxLengths;
  if (guardian.name === '') errors['guardian.name'] = "Guardian's name is required";
  else if (guardian.name.length > max.name)
    errors['guardian.name'] = `Guardian's name must be at most ${max.name} characters`;

  if (!(guardianRelationships as readonly string[]).includes(guardian.relationship))
    errors['guardian.relationship'] = 'Please choose Parent, Guardian or Other';

  if (guardian.phone === '' && guardian.email === '') {
    errors['guardian.phone'] = "Please give the guardian's phone or email";
  } else if (guardian.phone.length > max.phone) {
    errors['guardian.phone'] = `Guardian's phone must be at most ${max.phone} characters`;
  }
  if (guardian.email.length > max.email)
    errors['guardian.email'] = `Guardian's email must be at most ${max.email} characters`;
  else if (guardian.email !== '' && !emailPattern.test(guardian.email))
    errors['guardian.email'] = "Guardian's email is invalid";

  const timeError = deviceTimeError("Guardian's consent time", guardian.consentGivenAt, now);
  if (timeError) errors['guardian.consentGivenAt'] = timeError;
  return errors;
}

/**
 * How staff verified a guardian (DPDP Rules 2025, Rule 10: "reliable details of identity and
 * age"): the method, in the words the workspace shows.
 */
export const guardianVerificationMethods = {
  'phone-call': "A call to the guardian's phone number",
  'in-person': 'In person, with an identity document',
  'email-reply': "A reply from the guardian's email",
  digilocker: 'A DigiLocker token',
} as const;

export type GuardianVerificationMethod = keyof typeof guardianVerificationMethods;

/** A reference to the evidence, never a copy of it: a few words, a document's last digits. */
export const guardianEvidenceMaxLength = 200;

/** The method and the reference to its evidence, checked; or what is wrong with them. */
export function checkGuardianVerification(
  method: string,
  reference: string,
):
  | { ok: true; method: GuardianVerificationMethod; reference: string }
  | { ok: false; message: string } {
  if (!Object.hasOwn(guardianVerificationMethods, method)) {
    return { ok: false, message: 'Choose how the guardian was verified.' };
  }
  const trimmed = reference.trim();
  if (trimmed === '') {
    return { ok: false, message: 'Say what the evidence was, in a few words.' };
  }
  if (trimmed.length > guardianEvidenceMaxLength) {
    return {
      ok: false,
      message: `Keep the reference to ${guardianEvidenceMaxLength} characters: a reference, not a copy.`,
    };
  }
  return { ok: true, method: method as GuardianVerificationMethod, reference: trimmed };
}

/**
 * Why a guardian could not be verified: the minor's application is then erased (DPDP Act s9 —
 * without a parent's or guardian's verified consent, a child's data is not processed). Fixed
 * reasons, in the words the workspace shows, so the audit trail can name one without holding
 * anyone's words.
 */
export const guardianNotVerifiedReasons = {
  unreachable: 'The guardian could not be reached',
  declined: 'The guardian did not agree',
  'not-guardian': 'The person was not the applicant’s parent or guardian',
} as const;

export type GuardianNotVerifiedReason = keyof typeof guardianNotVerifiedReasons;

export function isGuardianNotVerifiedReason(reason: string): reason is GuardianNotVerifiedReason {
  return Object.hasOwn(guardianNotVerifiedReasons, reason);
}

/**
 * What staff learn when they ask an applicant whose application came without the under-18
 * answer (an old outbox, another client): such an application is held as a minor's until then.
 * Under 18, it is erased: a minor's application needs their guardian's consent, given on the
 * form, so the family applies again with it.
 */
export const applicantAgeAnswers = {
  adult: '18 or over',
  'under-18': 'Under 18',
} as const;

export type ApplicantAgeAnswer = keyof typeof applicantAgeAnswers;

export function isApplicantAgeAnswer(answer: string): answer is ApplicantAgeAnswer {
  return Object.hasOwn(applicantAgeAnswers, answer);
}

/**
 * A minor's application held apart until its guardian is verified, or one whose age is unknown
 * until staff ask (then the guardian's name and relationship are ''), as the admins' queue
 * lists it.
 */
export interface GuardianToVerify {
  id: string;
  fullName: string;
  receivedAt: string;
  guardianName: string;
  relationship: string;
  ageUnknown: boolean;
}
