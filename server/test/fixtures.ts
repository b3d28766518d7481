import { type Consent, consentNoticeVersion } from '../../src/domain/consent.ts';
import type { DataRequest } from '../../src/domain/data-requests.ts';
import type { Guardian } from '../../src/domain/guardian.ts';
import type { SubmissionSource } from '../../src/domain/submission-source.ts';
import type { Application, Inquiry } from '../../src/domain/submissions.ts';

let counter = 0;
/** A unique suffix, so records from different tests never collide on email. */
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export function anInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    fullName: 'Priya Raman',
    emailAddress: `priya.${next()}@example.in`,
    phoneNumber: '+91 98400 11111',
    interestedCourse: 'Robotics',
    subject: 'Weekend batches',
    message: 'Do you run weekend batches for working people?',
    ...overrides,
  };
}

/**
 * An adult's application, as the form sends it: `minor: false` answers its under-18 question
 * (without it, the application is held until staff ask the applicant's age).
 */
export function anApplication(
  overrides: Partial<Application & { minor: boolean }> = {},
): Application & { minor: boolean } {
  return {
    minor: false,
    fullName: 'Arun Kumar',
    email: `arun.${next()}@example.in`,
    phone: '+91 98400 22222',
    address: '12 Arcot Road, Chennai',
    courseOfInterest: 'Data Science',
    levelOfEducation: "Bachelor's Degree",
    message: 'I would like to join the next batch.',
    ...overrides,
  };
}

/** Where a counsellor collected a submission, a minute ago. */
export function aSource(overrides: Partial<SubmissionSource> = {}): SubmissionSource {
  return {
    event: 'Chennai Education Fair 2026',
    counsellor: 'Lakshmi Narayanan',
    device: 'Tablet 2',
    collectedAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

/** The current notice, agreed to a minute ago. */
export function aConsent(overrides: Partial<Consent> = {}): Consent {
  return {
    version: consentNoticeVersion,
    givenAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

export function aGuardian(overrides: Partial<Guardian> = {}): Guardian {
  return {
    name: 'Revathi Sundaram',
    relationship: 'Parent',
    phone: '+91 98400 33333',
    email: `revathi.${next()}@example.in`,
    consentGivenAt: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

export function aDataRequest(overrides: Partial<DataRequest> = {}): DataRequest {
  return {
    email: `meera.${next()}@example.in`,
    phone: '',
    request: 'access',
    message: 'Please send me what you hold about me.',
    ...overrides,
  };
}
