/**
 * A submission as staff read it, in the CLI's list and exports and in the workspace's export:
 * every field as text without direction controls, and the export's columns, by kind. One owner,
 * so a CSV from the workspace has the CLI's columns exactly.
 */
import { byteOrderMark, csvRow } from '../../src/domain/csv.ts';
import { withoutDirectionControls } from '../../src/domain/direction-controls.ts';
import type { SubmissionKind, SubmissionRecord } from '../db/submissions.ts';

/** Where a record was collected, as CSV columns: empty for one sent outside event mode. */
export const sourceFields = ['event', 'counsellor', 'device', 'collectedAt'] as const;

/** The notice the person agreed to and when: empty for one collected without a recorded consent. */
export const consentFields = { consentVersion: 'version', consentGivenAt: 'givenAt' } as const;

/**
 * An applicant under 18: `minor` is yes, no, or unknown for an application that did not say
 * (held until staff ask); the guardian's columns are empty for an adult.
 */
export const guardianFields = {
  guardianName: 'name',
  guardianRelationship: 'relationship',
  guardianPhone: 'phone',
  guardianEmail: 'email',
  guardianConsentGivenAt: 'consentGivenAt',
} as const;

/** What follows the source in an export, by kind. */
const personalDataColumns: Record<SubmissionKind, readonly string[]> = {
  inquiries: Object.keys(consentFields),
  applications: [
    ...Object.keys(consentFields),
    'minor',
    ...Object.keys(guardianFields),
    'guardianVerifiedAt',
  ],
};

/** Export columns, in order: every stored field and the time it arrived (then its source). */
export const exportFields: Record<SubmissionKind, readonly string[]> = {
  inquiries: [
    'id',
    'fullName',
    'emailAddress',
    'phoneNumber',
    'interestedCourse',
    'subject',
    'message',
    'receivedAt',
  ],
  applications: [
    'id',
    'fullName',
    'email',
    'phone',
    'address',
    'courseOfInterest',
    'levelOfEducation',
    'message',
    'receivedAt',
  ],
};

/** Every CSV column of a kind's export, in order. */
function csvColumns(kind: SubmissionKind): readonly string[] {
  return [...exportFields[kind], ...sourceFields, ...personalDataColumns[kind]];
}

/** The export's first line: the byte-order mark and the column names. */
export function csvHeader(kind: SubmissionKind): string {
  return byteOrderMark + csvRow(csvColumns(kind));
}

/** One record's CSV line, formula-safe (src/domain/csv.ts). */
export function csvRecord(kind: SubmissionKind, record: SubmissionRecord): string {
  const view = staffView(record);
  return csvRow(csvColumns(kind).map((name) => view[name] ?? ''));
}

/** The under-18 answer as staff read it: unknown for an application held until they ask. */
export function underEighteen(record: { minor: boolean; ageUnknown: boolean }): string {
  if (record.ageUnknown) return 'unknown';
  return record.minor ? 'yes' : 'no';
}

/**
 * A record's fields as staff see them, in the list and in both exports, its source's among them
 * ('' without one).
 */
export function staffView(record: SubmissionRecord): Readonly<Record<string, string>> {
  const nested = (names: Readonly<Record<string, string>>, value: object | null | undefined) =>
    Object.fromEntries(
      Object.entries(names).map(([column, field]) => [column, value && Reflect.get(value, field)]),
    );
  const minor = 'minor' in record ? { minor: underEighteen(record) } : {};
  const guardian = 'guardian' in record ? nested(guardianFields, record.guardian) : {};
  const values: Readonly<Record<string, unknown>> = {
    ...record,
    ...record.source,
    ...nested(consentFields, record.consent),
    ...minor,
    ...guardian,
  };
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      typeof value === 'string' ? withoutDirectionControls(value) : '',
    ]),
  );
}
