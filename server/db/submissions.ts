import type { Db } from './connect.ts';
import type { ApplicationTable, InquiryTable } from './schema.ts';

export type InquiryRecord = InquiryTable;
/** An application as exported: every form field, its id and when it arrived. */
export type ApplicationRecord = Omit<ApplicationTable, 'emailNormalised'>;
export type SubmissionKind = 'inquiries' | 'applications';
export type SubmissionRecord = InquiryRecord | ApplicationRecord;

/** What "the same email address" means for the one-application-per-email rule. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function insertInquiry(db: Db, row: InquiryRecord): Promise<void> {
  await db.insertInto('inquiries').values(row).execute();
}

/** Throws a unique violation (see isUniqueViolation) when the email is already on file. */
export async function insertApplication(db: Db, row: ApplicationRecord): Promise<void> {
  await db
    .insertInto('applications')
    .values({ ...row, emailNormalised: emailKey(row.email) })
    .execute();
}

export async function countSubmissions(db: Db, kind: SubmissionKind): Promise<number> {
  const row = await db
    .selectFrom(kind)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

interface Cursor {
  receivedAt: string;
  id: string;
}

/**
 * Every record of a kind, oldest first, fetched a page at a time so an export of any size runs
 * in bounded memory on both databases.
 */
export async function* allSubmissions(
  db: Db,
  kind: SubmissionKind,
  pageSize = 1000,
): AsyncGenerator<SubmissionRecord> {
  let after: Cursor | undefined;
  for (;;) {
    const page =
      kind === 'inquiries'
        ? await inquiryPage(db, after, pageSize)
        : await applicationPage(db, after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { receivedAt: last.receivedAt, id: last.id };
  }
}

function inquiryPage(db: Db, after: Cursor | undefined, limit: number): Promise<InquiryRecord[]> {
  let query = db.selectFrom('inquiries').selectAll();
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('receivedAt', '>', after.receivedAt),
        eb.and([eb('receivedAt', '=', after.receivedAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('receivedAt').orderBy('id').limit(limit).execute();
}

function applicationPage(
  db: Db,
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
    ]);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('receivedAt', '>', after.receivedAt),
        eb.and([eb('receivedAt', '=', after.receivedAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('receivedAt').orderBy('id').limit(limit).execute();
}
