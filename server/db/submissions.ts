import type { SubmissionSource } from '../../src/domain/submission-source.ts';
import type { Db } from './connect.ts';
import type { ApplicationTable, InquiryTable, SourceColumns } from './schema.ts';

/** A record as staff read it: its source as one value, null when it was not collected at an event. */
type WithSource<Table> = Omit<Table, keyof SourceColumns> & { source: SubmissionSource | null };

export type InquiryRecord = WithSource<InquiryTable>;
/** An application as exported: every form field, its id, when it arrived and its source. */
export type ApplicationRecord = WithSource<Omit<ApplicationTable, 'emailNormalised'>>;
export type SubmissionKind = 'inquiries' | 'applications';
export type SubmissionRecord = InquiryRecord | ApplicationRecord;

/** Which records to read; every one when empty. */
export interface SubmissionFilter {
  /** Exactly this event's name, as stored (trimmed). */
  event?: string;
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

function withSource<Row extends SourceColumns>(row: Row): WithSource<Row> {
  const { event, counsellor, device, collectedAt, ...fields } = row;
  const source =
    event === null
      ? null
      : {
          event,
          counsellor: counsellor ?? '',
          device: device ?? '',
          collectedAt: collectedAt ?? '',
        };
  return { ...fields, source };
}

export async function insertInquiry(db: Db, record: InquiryRecord): Promise<void> {
  const { source, ...fields } = record;
  await db
    .insertInto('inquiries')
    .values({ ...fields, ...sourceColumns(source) })
    .execute();
}

/** Throws a unique violation (see isUniqueViolation) when the email is already on file. */
export async function insertApplication(db: Db, record: ApplicationRecord): Promise<void> {
  const { source, ...fields } = record;
  await db
    .insertInto('applications')
    .values({ ...fields, emailNormalised: emailKey(fields.email), ...sourceColumns(source) })
    .execute();
}

export async function countSubmissions(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter = {},
): Promise<number> {
  let query = db.selectFrom(kind).select((eb) => eb.fn.countAll().as('count'));
  if (filter.event !== undefined) query = query.where('event', '=', filter.event);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
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
  { event }: SubmissionFilter,
  after: Cursor | undefined,
  limit: number,
): Promise<InquiryRecord[]> {
  let query = db.selectFrom('inquiries').selectAll();
  if (event !== undefined) query = query.where('event', '=', event);
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
  { event }: SubmissionFilter,
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
    ]);
  if (event !== undefined) query = query.where('event', '=', event);
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
