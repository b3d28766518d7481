import { expect, test } from 'vitest';
import { consentNoticeVersions } from './consent.ts';
import { guardianMaxLengths, guardianRelationships } from './guardian.ts';
import { submissionBodyLimitBytes } from './submission-body-limit.ts';
import { sourceMaxLengths } from './submission-source.ts';
import {
  applicationMaxLengths,
  courseOptions,
  educationLevels,
  inquiryMaxLengths,
} from './submissions.ts';

/** A control character: 6 bytes in JSON (`\u0001`), the most one UTF-16 unit can take. */
const widest = (length: number) => '\u0001'.repeat(length);
const longest = (options: readonly string[]) =>
  options.reduce((a, b) => (b.length > a.length ? b : a));
const bytes = (body: object) => new TextEncoder().encode(JSON.stringify(body)).length;

const longestSource = {
  event: widest(sourceMaxLengths.event),
  counsellor: widest(sourceMaxLengths.counsellor),
  device: widest(sourceMaxLengths.device),
  collectedAt: '2026-11-26T09:30:00.000Z',
};

const largestApplication = {
  fullName: widest(applicationMaxLengths.fullName),
  email: widest(applicationMaxLengths.email),
  phone: widest(applicationMaxLengths.phone),
  address: widest(applicationMaxLengths.address),
  courseOfInterest: longest(courseOptions),
  levelOfEducation: longest(educationLevels),
  message: widest(applicationMaxLengths.message),
  source: longestSource,
  consent: { version: longest(consentNoticeVersions), givenAt: '2026-11-26T09:30:00.000Z' },
  minor: true,
  guardian: {
    name: widest(guardianMaxLengths.name),
    relationship: longest(guardianRelationships),
    phone: widest(guardianMaxLengths.phone),
    email: widest(guardianMaxLengths.email),
    consentGivenAt: '2026-11-26T09:30:00.000Z',
  },
};

test('the largest valid application, with its source, consent and guardian, fits the body limit', () => {
  expect(bytes(largestApplication)).toBeLessThanOrEqual(submissionBodyLimitBytes);
});

test('the largest valid inquiry, with its largest source, fits the body limit', () => {
  const inquiry = {
    fullName: widest(inquiryMaxLengths.fullName),
    emailAddress: widest(inquiryMaxLengths.emailAddress),
    phoneNumber: widest(inquiryMaxLengths.phoneNumber),
    interestedCourse: longest(courseOptions),
    subject: widest(inquiryMaxLengths.subject),
    message: widest(inquiryMaxLengths.message),
    source: longestSource,
    consent: { version: longest(consentNoticeVersions), givenAt: '2026-11-26T09:30:00.000Z' },
  };
  expect(bytes(inquiry)).toBeLessThanOrEqual(submissionBodyLimitBytes);
});

test('a body much larger than any valid one is still refused: the limit is within 2 kB', () => {
  expect(submissionBodyLimitBytes - bytes(largestApplication)).toBeLessThan(2048);
});
