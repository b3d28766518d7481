/**
 * Everything held about one person, found by their email or phone across every kind, and erased
 * in one transaction (DPDP Act, sections 11-12).
 */
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Db } from './connect.ts';
import type { DataRequestRecord } from './data-requests.ts';
import { deleteLeads } from './lead-rows.ts';
import type { Database } from './schema.ts';
import {
  type ApplicationRecord,
  allSubmissions,
  emailKey,
  type InquiryRecord,
} from './submissions.ts';

/** At least one of the two. */
export interface Person {
  email?: string;
  phone?: string;
}

export interface PersonalRecords {
  inquiries: InquiryRecord[];
  /** As the applicant, or as a minor applicant's guardian. */
  applications: ApplicationRecord[];
  dataRequests: DataRequestRecord[];
}

export interface Erased {
  inquiries: number;
  applications: number;
  dataRequests: number;
  /** Idempotency keys of those records: their hashes were made from the person's data. */
  idempotencyKeys: number;
}

/** Phones are typed in many ways: compared by their digits only, "+91 98400-11111" as 919840011111. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** An Indian mobile number's own digits: with them, "+91 …", "0…" and "…" are the same phone. */
const nationalDigits = 10;

function digitsOf(column: string): RawBuilder<string> {
  let expression: RawBuilder<string> = sql`${sql.ref(column)}`;
  for (const character of [' ', '-', '+', '(', ')', '.', '/']) {
    expression = sql`replace(${expression}, ${character}, '')`;
  }
  return expression;
}

type Where<Table extends keyof Database> = (
  eb: ExpressionBuilder<Database, Table>,
) => ReturnType<ExpressionBuilder<Database, Table>['or']>;

function matches<Table extends keyof Database>(
  person: Person,
  emailColumns: readonly string[],
  phoneColumns: readonly string[],
): Where<Table> {
  const email = person.email === undefined ? undefined : emailKey(person.email);
  const phone = person.phone === undefined ? undefined : phoneDigits(person.phone);
  return (eb) =>
    eb.or([
      ...(email === undefined
        ? []
        : emailColumns.map((column) => eb(sql`lower(trim(${sql.ref(column)}))`, '=', email))),
      ...(phone === undefined || phone === ''
        ? []
        : phoneColumns.map((column) =>
            phone.length >= nationalDigits
              ? eb(digitsOf(column), 'like', `%${phone.slice(-nationalDigits)}`)
              : eb(digitsOf(column), '=', phone),
          )),
    ]);
}

async function matchingIds(db: Db, person: Person) {
  const inquiries = await db
    .selectFrom('inquiries')
    .select('id')
    .where(matches(person, ['emailAddress'], ['phoneNumber']))
    .execute();
  const applications = await db
    .selectFrom('applications')
    .select('id')
    .where(matches(person, ['email', 'guardianEmail'], ['phone', 'guardianPhone']))
    .execute();
  const dataRequests = await db
    .selectFrom('dataRequests')
    .select('id')
    .where(matches(person, ['email'], ['phone']))
    .execute();
  const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
  return {
    inquiries: ids(inquiries),
    applications: ids(applications),
    dataRequests: ids(dataRequests),
  };
}

export async function findPerson(db: Db, person: Person): Promise<PersonalRecords> {
  const ids = await matchingIds(db, person);
  const records: PersonalRecords = { inquiries: [], applications: [], dataRequests: [] };
  // Read as list and export read them, so a record looks the same everywhere.
  if (ids.inquiries.size > 0) {
    const filter = { ids: [...ids.inquiries] };
    for await (const record of allSubmissions(db, 'inquiries', filter)) {
      records.inquiries.push(record as InquiryRecord);
    }
  }
  if (ids.applications.size > 0) {
    const filter = { ids: [...ids.applications] };
    for await (const record of allSubmissions(db, 'applications', filter)) {
      records.applications.push(record as ApplicationRecord);
    }
  }
  if (ids.dataRequests.size > 0) {
    records.dataRequests = await db
      .selectFrom('dataRequests')
      .selectAll()
      .where('id', 'in', [...ids.dataRequests])
      .orderBy('receivedAt')
      .execute();
  }
  return records;
}

/**
 * Removes the person's inquiries and applications with their leads, blanks the personal data of
 * their data requests (the request and its dates stay, as the record that it was handled) and
 * forgets the idempotency keys of all of them, in one transaction: all of it goes, or none.
 */
export async function erasePerson(db: Db, person: Person): Promise<Erased> {
  return db.transaction().execute(async (trx) => {
    const ids = await matchingIds(trx, person);
    let idempotencyKeys = 0;
    for (const id of [...ids.inquiries, ...ids.applications, ...ids.dataRequests]) {
      // The stored answer is `{"message":…,"id":"<uuid>"}`: the record's id names its key.
      const result = await trx
        .deleteFrom('idempotencyKeys')
        .where('responseBody', 'like', `%"id":"${id}"%`)
        .executeTakeFirst();
      idempotencyKeys += Number(result.numDeletedRows);
    }
    const remove = async (table: 'inquiries' | 'applications', set: Set<string>) => {
      if (set.size === 0) return 0;
      const result = await trx
        .deleteFrom(table)
        .where('id', 'in', [...set])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    };
    // Their leads go with them: stage, timeline and staff's notes about the person.
    await deleteLeads(trx, [...ids.inquiries, ...ids.applications]);
    const inquiries = await remove('inquiries', ids.inquiries);
    const applications = await remove('applications', ids.applications);
    if (ids.dataRequests.size > 0) {
      await trx
        .updateTable('dataRequests')
        .set({ email: '', phone: '', message: '' })
        .where('id', 'in', [...ids.dataRequests])
        .execute();
    }
    return { inquiries, applications, dataRequests: ids.dataRequests.size, idempotencyKeys };
  });
}
