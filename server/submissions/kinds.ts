import { type Consent, consentOfBody, validateConsent } from '../../src/domain/consent.ts';
import {
  type DataRequest,
  dataRequestSuccessMessage,
  normaliseDataRequest,
  validateDataRequest,
} from '../../src/domain/data-requests.ts';
import { type Minority, minorityOfBody, validateMinority } from '../../src/domain/guardian.ts';
import {
  type Application,
  applicationSuccessMessage,
  duplicateApplicationCode,
  duplicateApplicationMessage,
  type Inquiry,
  inquirySuccessMessage,
  normaliseApplication,
  normaliseInquiry,
  validateApplication,
  validateInquiry,
} from '../../src/domain/submissions.ts';
import { insertDataRequest } from '../db/data-requests.ts';
import { phoneDigits } from '../db/people.ts';
import { insertApplication, insertInquiry } from '../db/submissions.ts';
import { withdrawConsent, withdrawConsentRequest } from '../db/withdrawals.ts';
import type { SubmissionKind } from './submit.ts';

/**
 * The consent member when the body has one. Absent, it is absent here too, so the request hash
 * of a body sent before consent existed is what the older server stored under its key.
 */
function withConsent(raw: unknown): { consent?: Consent } {
  const consent = consentOfBody(raw);
  return consent === null ? {} : { consent };
}

type InquiryBody = Inquiry & { consent?: Consent };
type ApplicationBody = Application & { consent?: Consent } & ReturnType<typeof minorityOfBody>;

export const inquiryKind: SubmissionKind<InquiryBody> = {
  name: 'inquiry',
  carriesSource: true,
  normalise: (raw) => ({ ...normaliseInquiry(raw), ...withConsent(raw) }),
  validate: (values, { now, consentRequiredFrom }) => ({
    ...validateInquiry(values),
    ...validateConsent(values.consent ?? null, now, consentRequiredFrom),
  }),
  insert: (db, id, { consent, ...values }, source, receivedAt) =>
    insertInquiry(db, { id, ...values, receivedAt, source, consent: consent ?? null }),
  successMessage: inquirySuccessMessage,
};

export const applicationKind: SubmissionKind<ApplicationBody> = {
  name: 'application',
  carriesSource: true,
  normalise: (raw) => ({
    ...normaliseApplication(raw),
    ...withConsent(raw),
    ...minorityOfBody(raw),
  }),
  validate: (values, { now, consentRequiredFrom }) => ({
    ...validateApplication(values),
    ...validateConsent(values.consent ?? null, now, consentRequiredFrom),
    ...validateMinority(values, now),
  }),
  insert: (db, id, values, source, receivedAt) => {
    const { consent, minor, guardian, invalidMinor: _, ...fields } = values;
    return insertApplication(db, {
      id,
      ...fields,
      receivedAt,
      source,
      consent: consent ?? null,
      ...guardianOf({ minor, guardian }),
    });
  },
  successMessage: applicationSuccessMessage,
  // The form recognises a duplicate by the code MongoDB used for one (product §7.3, §8.2).
  conflict: {
    status: 409,
    body: { code: duplicateApplicationCode, message: duplicateApplicationMessage },
  },
};

/**
 * A minor's application waits for staff to verify the guardian's consent; one without the
 * under-18 answer waits the same way until staff ask the applicant's age.
 */
function guardianOf({ minor, guardian }: Minority) {
  return {
    minor: minor === true,
    ageUnknown: minor === undefined,
    guardian: guardian ?? null,
    guardianVerifiedAt: null,
  };
}

export const dataRequestKind: SubmissionKind<DataRequest> = {
  name: 'data-request',
  carriesSource: false,
  normalise: normaliseDataRequest,
  validate: (values) => validateDataRequest(values),
  insert: async (db, id, values, _source, receivedAt) => {
    await insertDataRequest(db, { id, ...values, receivedAt });
    // A withdrawal takes effect as it is stored: the person's records leave the lists at once.
    if (values.request === withdrawConsentRequest) {
      const phone = phoneDigits(values.phone) === '' ? {} : { phone: values.phone };
      await withdrawConsent(db, { email: values.email, ...phone }, id, receivedAt);
    }
  },
  successMessage: dataRequestSuccessMessage,
};
