/**
 * The forms' consent box and, on the application, the under-18 question and the guardian's
 * fields: their values as the form holds them (text, like every field), the `Agreement` sent
 * with the values, and the rules, which are the server's own (domain/consent.ts,
 * domain/guardian.ts) with the form's messages for what a person leaves unanswered.
 */
import type { Agreement } from '../../domain/agreement.ts';
import {
  consentNoticeVersion,
  consentRequiredMessage,
  validateConsent,
} from '../../domain/consent.ts';
import {
  type GuardianErrorField,
  guardianRequiredMessage,
  minorityOfBody,
  minorQuestionMessage,
  validateMinority,
} from '../../domain/guardian.ts';

/** When the box was ticked (an ISO time), or '' while it is not. */
export interface ConsentValues {
  consent: string;
}

export const under18Answers = { yes: 'Yes', no: 'No' } as const;

export interface MinorValues {
  /** '' until answered, then one of `under18Answers`. */
  minor: string;
  guardianName: string;
  guardianRelationship: string;
  guardianPhone: string;
  guardianEmail: string;
  /** As `ConsentValues.consent`, for the guardian's own box. */
  guardianConsent: string;
}

export const noConsent: ConsentValues = { consent: '' };

export const noMinorAnswer: MinorValues = {
  minor: '',
  guardianName: '',
  guardianRelationship: '',
  guardianPhone: '',
  guardianEmail: '',
  guardianConsent: '',
};

/** The server names an error by its path in the body; this is the field that shows it. */
export const consentErrorFields = {
  consent: 'consent',
  'consent.version': 'consent',
  'consent.givenAt': 'consent',
} as const satisfies Record<string, keyof ConsentValues>;

export const minorErrorFields = {
  minor: 'minor',
  guardian: 'guardianConsent',
  'guardian.name': 'guardianName',
  'guardian.relationship': 'guardianRelationship',
  'guardian.phone': 'guardianPhone',
  'guardian.email': 'guardianEmail',
  'guardian.consentGivenAt': 'guardianConsent',
} as const satisfies Record<GuardianErrorField, keyof MinorValues>;

/** Errors by path, by the field that shows each; the first message for a field wins. */
export function placeErrors<Field extends string>(
  errors: Readonly<Record<string, string | undefined>>,
  fieldOf: Readonly<Record<string, Field>>,
): Partial<Record<Field, string>> {
  const placed: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = Object.hasOwn(fieldOf, path) ? fieldOf[path] : undefined;
    if (field && message && !placed[field]) placed[field] = message;
  }
  return placed;
}

function consentOf(values: ConsentValues) {
  return { version: consentNoticeVersion, givenAt: values.consent };
}

export function inquiryAgreement(values: ConsentValues): Agreement {
  return { consent: consentOf(values) };
}

export function applicationAgreement(values: ConsentValues & MinorValues): Agreement {
  const consent = consentOf(values);
  if (values.minor === under18Answers.no) return { consent, minor: false };
  if (values.minor !== under18Answers.yes) return { consent };
  return {
    consent,
    minor: true,
    guardian: {
      name: values.guardianName.trim(),
      relationship: values.guardianRelationship,
      phone: values.guardianPhone.trim(),
      email: values.guardianEmail.trim(),
      consentGivenAt: values.guardianConsent,
    },
  };
}

/** The form's values of a kept agreement (a record opened to correct); none without one. */
export function agreementValues(
  agreement: Agreement | undefined,
): Partial<ConsentValues & MinorValues> {
  if (!agreement) return {};
  const { consent, minor, guardian } = agreement;
  const answer =
    minor === undefined ? {} : { minor: minor ? under18Answers.yes : under18Answers.no };
  const guardianValues = guardian
    ? {
        guardianName: guardian.name,
        guardianRelationship: guardian.relationship,
        guardianPhone: guardian.phone,
        guardianEmail: guardian.email,
        guardianConsent: guardian.consentGivenAt,
      }
    : {};
  return { consent: consent.givenAt, ...answer, ...guardianValues };
}

export function consentErrors(values: ConsentValues): Partial<ConsentValues> {
  if (values.consent === '') return { consent: consentRequiredMessage };
  return placeErrors(validateConsent(consentOf(values)), consentErrorFields);
}

export function minorErrors(values: ConsentValues & MinorValues): Partial<MinorValues> {
  if (values.minor === '') return { minor: minorQuestionMessage };
  const minority = minorityOfBody(applicationAgreement(values));
  const errors = placeErrors(validateMinority(minority), minorErrorFields);
  // Unticked, the server would read a missing time: the form says who must agree instead.
  if (values.minor === under18Answers.yes && values.guardianConsent === '') {
    errors.guardianConsent = guardianRequiredMessage;
  }
  return errors;
}
