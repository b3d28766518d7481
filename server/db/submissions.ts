import type { Consent } from '../../src/domain/consent.ts';
import type { Guardian, GuardianVerificationMethod } from '../../src/domain/guardian.ts';
import type { SubmissionSource } from '../../src/domain/submission-source.ts';
import { type Actor, auditAction } from './audit.ts';
import type { Db } from './connect.ts';
import { awaitingGuardian, notHeldApart, notWithdrawn } from './held-apart.ts';
import { type LeadOrigin, storeLeads } from './lead-rows.ts';
import type {
  ApplicationTable,
  ConsentColumns,
  GuardianColumns,
  InquiryTable,
  SourceColumns,
} from './schema.ts';

/**
 * A record as staff read it: its source as one value (null when it was not collected at an
 * event) and its consent as one (null when collected without a recorded consent).
 */
type WithSource<Table> = Omit<Table, keyof SourceColumns | keyof ConsentColumns> & {
  source: SubmissionSource | null;
  consent: Consent | null;
};

export type InquiryRecord = WithSource<InquiryTable>;

/** For an applicant under 18: the guardian, and when staff verified their consent. */
export interface MinorApplicant {
  minor: boolean;
  /**
   * The application came without the under-18 answer (an old outbox, another client): held as a
   * minor's until staff ask (guardians.ts, recordApplicantAge). `minor` is false meanwhile.
   */
  ageUnknown: boolean;
  /** Present when `minor`. */
  guardian: Guardian | null;
  /** null while the guardian's consent waits to be verified (and for adults). */
  guardianVerifiedAt: string | null;
}

/** An application as exported: every form field, its id, when it arrived and its source. */
export type ApplicationRecord = WithSource<
  Omit<ApplicationTable, 'emailNormalised' | keyof GuardianColumns>
> &
  MinorApplicant;
export type SubmissionKind = 'inquiries' | 'applications';
export type SubmissionRecord = InquiryRecord | ApplicationRecord;

/** Which records to read; every one when empty. */
export interface SubmissionFilter {
  /** Exactly this event's name, as stored (trimmed). */
  event?: string;
  /** Only applications that wait for staff: a guardian to verify, or an age to ask. */
  toVerify?: boolean;
  /**
   * Only these records (at least one id), whatever their state. Without ids, records held apart
   * are left out (held-apart.ts): withdrawn ones, and minors' applications whose guardian is
   * still to verify (unless `toVerify` asks for exactly those).
   */
  ids?: readonly string[];
}

/** What "the same email address" means for the one-application-per-email rule. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

function sourceColumns(source: SubmissionSource | null): SourceColumns {
  return {
    event: source?.event ?? null,
    counsellor: source?.counsellor ?? null,
    device: source?.device ?? null,
    collectedAt: source?.collectedAt ?? null,
  };
}

function consentColumns(consent: Consent | null): ConsentColumns {
  return { consentVersion: consent?.version ?? null, consentGivenAt: consent?.givenAt ?? null };
}

function guardianColumns({
  minor,
  ageUnknown,
  guardian,
  guardianVerifiedAt,
}: MinorApplicant): GuardianColumns {
  return {
    minor: minor ? 1 : 0,
    ageUnknown: ageUnknown ? 1 : 0,
    guardianName: guardian?.name ?? null,
    guardianRelationship: guardian?.relationship ?? null,
    guardianPhone: guardian?.phone ?? null,
    guardianEmail: guardian?.email ?? null,
    guardianConsentGivenAt: guardian?.consentGivenAt ?? null,
    guardianVerifiedAt,
  };
}

function withMinor<Row extends GuardianColumns>(
  row: Row,
): Omit<Row, keyof GuardianColumns> & MinorApplicant {
  const {
    minor,
    ageUnknown,
    guardianName,
    guardianRelationship,
    guardianPhone,
    guardianEmail,
    guardianConsentGivenAt,
    guardianVerifiedAt,
    ...fields
  } = row;
  const guardian =
    guardianName === null
      ? null
      : {
          name: guardianName,
          relationship: guardianRelationship ?? '',
          phone: guardianPhone ?? '',
          email: guardianEmail ?? '',
          consentGivenAt: guardianConsentGivenAt ?? '',
        };
  return {
    ...fields,
    minor: Number(minor) === 1,
    ageUnknown: Number(ageUnknown) === 1,
    guardian,
    guardianVerifiedAt,
  };
}

function withSource<Row extends SourceColumns & ConsentColumns>(row: Row): WithSource<Row> {
  const { event, counsellor, device, collectedAt, consentVersion, consentGivenAt, ...fields } = row;
  const source =
    event === null
      ? null
      : {
          event,
          counsellor: counsellor ?? '',
          device: device ?? '',
          collectedAt: collectedAt ?? '',
        };
  const consent =
    consentVersion === null ? null : { version: consentVersion, givenAt: consentGivenAt ?? '' };
  return { ...fields, source, consent };
}

type InquiryLeadFields = Pick<
  InquiryTable,
  'id' | 'fullName' | 'emailAddress' | 'phoneNumber' | 'interestedCourse' | 'event' | 'receivedAt'
>;
type ApplicationLeadFields = Pick<
  ApplicationTable,
  'id' | 'fullName' | 'email' | 'phone' | 'courseOfInterest' | 'event' | 'receivedAt'
>;

/** What an inquiry's lead copies from it. */
export function inquiryLead(row: InquiryLeadFields): LeadOrigin {
  return {
    id: row.id,
    kind: 'inquiries',
    fullName: row.fullName,
    emailKey: emailKey(row.emailAddress),
    phone: row.phoneNumber,
    course: row.interestedCourse,
    event: row.event,
    receivedAt: row.receivedAt,
  };
}

/** What an application's lead copies from it. */
export function applicationLead(row: ApplicationLeadFields): LeadOrigin {
  return {
    id: row.id,
    kind: 'applications',
    fullName: row.fullName,
    emailKey: emailKey(row.email),
    phone: row.phone,
    course: row.courseOfInterest,
    event: row.event,
    receivedAt: row.receivedAt,
  };
}

/** Runs `work` in the caller's transaction, or in one of its own when there is none. */
function atomically(db: Db, work: (trx: Db) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Stores the inquiry and its lead, together. */
export async function insertInquiry(db: Db, record: InquiryRecord): Promise<void> {
  const { source, consent, ...fields } = record;
  await atomically(db, async (trx) => {
    await trx
      .insertInto('inquiries')
      .values({ ...fields, ...sourceColumns(source), ...consentColumns(consent) })
      .execute();
    await storeLeads(trx, [inquiryLead({ ...fields, event: source?.event ?? null })]);
  });
}

/**
 * Stores the application and its lead, together. Throws a unique violation (see
 * isUniqueViolation) when the email is already on file.
 */
export async function insertApplication(db: Db, record: ApplicationRecord): Promise<void> {
  const { source, consent, minor, ageUnknown, guardian, guardianVerifiedAt, ...fields } = record;
  await atomically(db, async (trx) => {
    await trx
      .insertInto('applications')
      .values({
        ...fields,
        emailNormalised: emailKey(fields.email),
        ...sourceColumns(source),
        ...consentColumns(consent),
        ...guardianColumns({ minor, ageUnknown, guardian, guardianVerifiedAt }),
      })
      .execute();
    await storeLeads(trx, [applicationLead({ ...fields, event: source?.event ?? null })]);
  });
}

export async function countSubmissions(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter = {},
): Promise<number> {
  if (filter.toVerify && kind === 'applications') {
    const row = await db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('count'))
      .where(awaitingGuardian('applications'))
      .where(notWithdrawn('applications.id'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  let query = db
    .selectFrom(kind)
    .select((eb) => eb.fn.countAll().as('count'))
    .where(notHeldApart(`${kind}.id`));
  if (filter.event !== undefined) query = query.where('event', '=', filter.event);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How a guardian was verified, as staff record it (src/domain/guardian.ts). */
export interface GuardianVerification {
  method: GuardianVerificationMethod;
  reference: string;
  /** The staff account, or null for an operator at the command line; and the name then. */
  by: { id: string | null; name: string };
  at: Date;
}

/**
 * Records that the guardian of this minor's application was verified, how, by whom and on what
 * evidence, with its audit entry, in the caller's transaction. `not-found` when no application of
 * a minor has that id; `already` when it was verified before (that record stands).
 */
export async function markGuardianVerified(
  db: Db,
  id: string,
  verification: GuardianVerification,
  actor: Actor,
): Promise<'verified' | 'not-found' | 'already'> {
  const row = await db
    .selectFrom('applications')
    .select('guardianVerifiedAt')
    .where('id', '=', id)
    .where('minor', '=', 1)
    .executeTakeFirst();
  if (!row) return 'not-found';
  if (row.guardianVerifiedAt !== null) return 'already';
  await db
    .updateTable('applications')
    .set({
      guardianVerifiedAt: verification.at.toISOString(),
      guardianVerifiedBy: verification.by.id,
      guardianVerifiedByName: verification.by.name,
      guardianVerificationMethod: verification.method,
      guardianVerificationReference: verification.reference,
    })
    .where('id', '=', id)
    .execute();
  // The method is no one's data; the reference may be, so it stays out of the trail.
  await auditAction(db, actor, {
    command: 'verified',
    recordCount: 1,
    filter: ['--application', id, '--method', verification.method],
    at: verification.at,
  });
  return 'verified';
}

/** How this application's guardian was verified; null while not (or verified before it was recorded). */
export async function guardianVerificationOf(
  db: Db,
  id: string,
): Promise<{ method: string; reference: string; byName: string; at: string } | null> {
  const row = await db
    .selectFrom('applications')
    .select([
      'guardianVerifiedAt',
      'guardianVerifiedByName',
      'guardianVerificationMethod',
      'guardianVerificationReference',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.guardianVerifiedAt || !row.guardianVerificationMethod) return null;
  return {
    method: row.guardianVerificationMethod,
    reference: row.guardianVerificationReference ?? '',
    byName: row.guardianVerifiedByName ?? '',
    at: row.guardianVerifiedAt,
  };
}

interface Cursor {
  receivedAt: string;
  id: string;
}

/**
 * Every record of a kind (or those the filter keeps), oldest first, fetched a page at a time so
 * an export of any size runs in bounded memory on both databases.
 */
export async function* allSubmissions(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter = {},
  pageSize = 1000,
): AsyncGenerator<SubmissionRecord> {
  let after: Cursor | undefined;
  for (;;) {
    const page =
      kind === 'inquiries'
        ? await inquiryPage(db, filter, after, pageSize)
        : await applicationPage(db, filter, after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { receivedAt: last.receivedAt, id: last.id };
  }
}

async function inquiryPage(
  db: Db,
  { event, ids }: SubmissionFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<InquiryRecord[]> {
  let query = db.selectFrom('inquiries').selectAll();
  if (event !== undefined) query = query.where('event', '=', event);
  query =
    ids !== undefined ? query.where('id', 'in', ids) : query.where(notHeldApart('inquiries.id'));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('receivedAt', '>', after.receivedAt),
        eb.and([eb('receivedAt', '=', after.receivedAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('receivedAt').orderBy('id').limit(limit).execute();
  return rows.map(withSource);
}

async function applicationPage(
  db: Db,
  { event, toVerify, ids }: SubmissionFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<ApplicationRecord[]> {
  let query = db
    .selectFrom('applications')
    .select([
      'id',
      'fullName',
      'email',
      'phone',
      'address',
      'courseOfInterest',
      'levelOfEducation',
      'message',
      'receivedAt',
      'event',
      'counsellor',
      'device',
      'collectedAt',
      'consentVersion',
      'consentGivenAt',
      'minor',
      'ageUnknown',
      'guardianName',
      'guardianRelationship',
      'guardianPhone',
      'guardianEmail',
      'guardianConsentGivenAt',
      'guardianVerifiedAt',
    ]);
  if (event !== undefined) query = query.where('event', '=', event);
  if (toVerify) query = query.where(awaitingGuardian('applications'));
  query =
    ids !== undefined
      ? query.where('id', 'in', ids)
      : // The guardians still to verify are the ones held apart from every other list.
        query.where(toVerify ? notWithdrawn('applications.id') : notHeldApart('applications.id'));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('receivedAt', '>', after.receivedAt),
        eb.and([eb('receivedAt', '=', after.receivedAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('receivedAt').orderBy('id').limit(limit).execute();
  return rows.map((row) => withSource(withMinor(row)));
}
