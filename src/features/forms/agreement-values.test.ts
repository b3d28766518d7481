import { expect, test } from 'vitest';
import { consentNoticeVersion } from '../../domain/consent.ts';
import {
  applicationAgreement,
  consentErrors,
  inquiryAgreement,
  type MinorValues,
  minorErrors,
  noMinorAnswer,
  placeErrors,
} from './agreement-values.ts';

const tickedAt = '2026-11-26T09:30:00.000Z';
const adult = { consent: tickedAt, ...noMinorAnswer, minor: 'No' };
const minor: MinorValues & { consent: string } = {
  consent: tickedAt,
  minor: 'Yes',
  guardianName: ' Lakshmi Kumar ',
  guardianRelationship: 'Parent',
  guardianPhone: '',
  guardianEmail: 'lakshmi@example.in',
  guardianConsent: tickedAt,
};

test('the consent is the current notice and the time of the tick; unticked it is refused', () => {
  expect(inquiryAgreement({ consent: tickedAt })).toEqual({
    consent: { version: consentNoticeVersion, givenAt: tickedAt },
  });
  expect(consentErrors({ consent: tickedAt })).toEqual({});
  expect(consentErrors({ consent: '' })).toEqual({
    consent: 'Please agree to the privacy notice to continue',
  });
});

test('an adult says so; a minor brings the guardian, trimmed, with the time they agreed', () => {
  expect(applicationAgreement(adult)).toEqual({
    consent: { version: consentNoticeVersion, givenAt: tickedAt },
    minor: false,
  });
  expect(applicationAgreement(minor)).toEqual({
    consent: { version: consentNoticeVersion, givenAt: tickedAt },
    minor: true,
    guardian: {
      name: 'Lakshmi Kumar',
      relationship: 'Parent',
      phone: '',
      email: 'lakshmi@example.in',
      consentGivenAt: tickedAt,
    },
  });
  expect(minorErrors(adult)).toEqual({});
  expect(minorErrors(minor)).toEqual({});
});

test("the guardian's rules are the server's, on the form's fields", () => {
  expect(minorErrors({ ...adult, minor: '' })).toEqual({
    minor: 'Please say whether the applicant is under 18',
  });
  expect(
    minorErrors({
      ...minor,
      guardianName: '',
      guardianRelationship: 'Uncle',
      guardianEmail: 'lakshmi.example.in',
      guardianConsent: '',
    }),
  ).toEqual({
    guardianName: "Guardian's name is required",
    guardianRelationship: 'Please choose Parent, Guardian or Other',
    guardianEmail: "Guardian's email is invalid",
    guardianConsent: 'A parent or guardian must agree for an applicant under 18',
  });
  expect(minorErrors({ ...minor, guardianEmail: '' })).toEqual({
    guardianPhone: "Please give the guardian's phone or email",
  });
});

test('errors by body path go to the field that shows them; unknown paths and inherited names do not', () => {
  expect(
    placeErrors(
      { 'guardian.name': 'A', 'consent.version': 'B', 'source.event': 'C', constructor: 'D' },
      { 'guardian.name': 'guardianName', 'consent.version': 'consent' },
    ),
  ).toEqual({ guardianName: 'A', consent: 'B' });
});
