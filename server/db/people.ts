/**
 * Everything held about one person, found by their email or phone across every kind, and erased
 * in one transaction (DPDP Act, sections 11-12).
 */
import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { ErasureCandidate, MatchReason } from '../../src/domain/erasure.ts';
import type { Db } from './connect.ts';
import type { DataRequestRecord } from './data-requests.ts';
import { tombstoneKeys } from './idempotency.ts';
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
  /** Idempotency keys of those records, each replaced by a tombstone. */
  idempotencyKeys: number;
  /** Matched but not chosen: left as they were. */
  kept: number;
}

/** Whom staff asked about: an email, a phone with digits, or both. */
export function checkPerson(
  email: string | undefined,
  phone: string | undefined,
): { ok: true; person: Person } | { ok: false; message: string } {
  const trimmedEmail = email?.trim();
  const trimmedPhone = phone?.trim();
  if (!trimmedEmail && !trimmedPhone) {
    return { ok: false, message: "Give the person's email or phone." };
  }
  if (trimmedPhone && phoneDigits(trimmedPhone) === '') {
    return { ok: false, message: 'A phone number needs digits.' };
  }
  if ((trimmedEmail?.length ?? 0) > 254 || (trimmedPhone?.length ?? 0) > 40) {
    return { ok: false, message: 'That email or phone is too long.' };
  }
  return {
    ok: true,
    person: {
      ...(trimmedEmail ? { email: trimmedEmail } : {}),
      ...(trimmedPhone ? { phone: trimmedPhone } : {}),
    },
  };
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

export type PersonalKind = keyof PersonalRecords;

/** The same name however it was typed: "priya  RAMAN " is "Priya Raman". */
function nameKey(name: string | null): string {
  return (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

function samePhone(stored: string | null, phone: string | undefined): boolean {
  if (!stored || phone === undefined) return false;
  const wanted = phoneDigits(phone);
  const digits = phoneDigits(stored);
  if (wanted === '' || digits === '') return false;
  return wanted.length >= nationalDigits
    ? digits.endsWith(wanted.slice(-nationalDigits))
    : digits === wanted;
}

function sameEmail(stored: string | null, email: string | undefined): boolean {
  return stored !== null && email !== undefined && emailKey(stored) === emailKey(email);
}

/** A matched record with who it names: the applicant, or the guardian it was found by. */
interface Found {
  candidate: Omit<ErasureCandidate, 'selected'>;
  /** The name and email of whoever the match was for. */
  whoName: string;
  whoEmail: string;
}

async function foundRecords(db: Db, person: Person): Promise<Found[]> {
  const ids = await matchingIds(db, person);
  const found: Found[] = [];
  const reasons = (pairs: [MatchReason, boolean][]) =>
    pairs.filter(([, matched]) => matched).map(([reason]) => reason);
  if (ids.inquiries.size > 0) {
    const rows = await db
      .selectFrom('inquiries')
      .select(['id', 'fullName', 'emailAddress', 'phoneNumber', 'receivedAt', 'event'])
      .where('id', 'in', [...ids.inquiries])
      .execute();
    for (const row of rows) {
      found.push({
        candidate: {
          kind: 'inquiries',
          id: row.id,
          name: row.fullName,
          receivedAt: row.receivedAt,
          event: row.event,
          matchedBy: reasons([
            ['email', sameEmail(row.emailAddress, person.email)],
            ['phone', samePhone(row.phoneNumber, person.phone)],
          ]),
        },
        whoName: row.fullName,
        whoEmail: row.emailAddress,
      });
    }
  }
  if (ids.applications.size > 0) {
    const rows = await db
      .selectFrom('applications')
      .select(['id', 'fullName', 'email', 'phone', 'receivedAt', 'event'])
      .select(['guardianName', 'guardianEmail', 'guardianPhone'])
      .where('id', 'in', [...ids.applications])
      .execute();
    for (const row of rows) {
      const matchedBy = reasons([
        ['email', sameEmail(row.email, person.email)],
        ['phone', samePhone(row.phone, person.phone)],
        ['guardian email', sameEmail(row.guardianEmail, person.email)],
        ['guardian phone', samePhone(row.guardianPhone, person.phone)],
      ]);
      const asApplicant = matchedBy.includes('email') || matchedBy.includes('phone');
      found.push({
        candidate: {
          kind: 'applications',
          id: row.id,
          name: row.fullName,
          receivedAt: row.receivedAt,
          event: row.event,
          matchedBy,
        },
        whoName: asApplicant ? row.fullName : (row.guardianName ?? ''),
        whoEmail: asApplicant ? row.email : (row.guardianEmail ?? ''),
      });
    }
  }
  if (ids.dataRequests.size > 0) {
    const rows = await db
      .selectFrom('dataRequests')
      .select(['id', 'email', 'phone', 'receivedAt'])
      .where('id', 'in', [...ids.dataRequests])
      .execute();
    for (const row of rows) {
      found.push({
        candidate: {
          kind: 'dataRequests',
          id: row.id,
          name: '',
          receivedAt: row.receivedAt,
          event: null,
          matchedBy: reasons([
            ['email', sameEmail(row.email, person.email)],
            ['phone', samePhone(row.phone, person.phone)],
          ]),
        },
        whoName: '',
        whoEmail: row.email,
      });
    }
  }
  return found.sort((a, b) => a.candidate.receivedAt.localeCompare(b.candidate.receivedAt));
}

function byEmail(found: Found): boolean {
  return found.candidate.matchedBy.some(
    (reason) => reason === 'email' || reason === 'guardian email',
  );
}

/**
 * Which matches are chosen before staff look. Found by the email: chosen. Found only by a phone:
 * with an email given, chosen only when its name or email is that of a record found by the email
 * (so once a sister's records are erased, her brother's on the same phone is not offered in their
 * place); with only a phone given, chosen when every match by that phone names one and the same
 * person. Two names behind one phone (a family's) are left for staff to choose.
 */
function chooseByDefault(found: Found[], person: Person): ErasureCandidate[] {
  const anchors = found.filter(byEmail);
  const anchorNames = new Set(anchors.map((f) => nameKey(f.whoName)).filter(Boolean));
  const anchorEmails = new Set(anchors.map((f) => emailKey(f.whoEmail)).filter(Boolean));
  const phoneOnly = found.filter((f) => !byEmail(f));
  const whoOf = (f: Found) => nameKey(f.whoName) || emailKey(f.whoEmail);
  const onePerson = new Set(phoneOnly.map(whoOf)).size === 1 && whoOf(phoneOnly[0] as Found) !== '';
  return found.map((f) => {
    const selected = byEmail(f)
      ? true
      : person.email !== undefined
        ? anchorNames.has(nameKey(f.whoName)) || anchorEmails.has(emailKey(f.whoEmail))
        : onePerson;
    return { ...f.candidate, selected };
  });
}

/** What an erasure for this person would take, each record with why it matched and whether it is chosen. */
export async function previewErasure(db: Db, person: Person): Promise<ErasureCandidate[]> {
  return chooseByDefault(await foundRecords(db, person), person);
}

/** Records named for erasure that are not among the person's matches. */
export class NotThisPersonsRecord extends Error {
  constructor(readonly ids: readonly string[]) {
    super(`Not a record found for this person: ${ids.join(', ')}`);
  }
}

/**
 * Removes the chosen records of the person — those `ids` name, or else those chosen by default
 * (previewErasure) — with their leads; blanks the personal data of their data requests (the
 * request and its dates stay, as the record that it was handled); and replaces the idempotency
 * keys of all of them by tombstones, so a device still sending one is answered as received and
 * nothing is stored again. One transaction: all of it goes, or none.
 */
export function erasePerson(db: Db, person: Person, choice: ErasureChoice = {}): Promise<Erased> {
  return db.transaction().execute((trx) => eraseInTransaction(trx, person, choice));
}

export interface ErasureChoice {
  /** Exactly these of the person's records; by default, those chosen by previewErasure. */
  ids?: readonly string[];
  now?: Date;
}

/** erasePerson inside the caller's transaction, for one that also records who erased. */
export async function eraseInTransaction(
  trx: Db,
  person: Person,
  { ids, now = new Date() }: ErasureChoice = {},
): Promise<Erased> {
  {
    const candidates = chooseByDefault(await foundRecords(trx, person), person);
    const unknown = (ids ?? []).filter((id) => !candidates.some((c) => c.id === id));
    if (unknown.length > 0) throw new NotThisPersonsRecord(unknown);
    const chosen = candidates.filter((c) => (ids ? ids.includes(c.id) : c.selected));
    const of = (kind: PersonalKind) => chosen.filter((c) => c.kind === kind).map((c) => c.id);
    const inquiries = of('inquiries');
    const applications = of('applications');
    const dataRequests = of('dataRequests');
    const idempotencyKeys = await eraseRecords(trx, { inquiries, applications, dataRequests }, now);
    if (dataRequests.length > 0) {
      await trx
        .updateTable('dataRequests')
        .set({ email: '', phone: '', message: '' })
        .where('id', 'in', dataRequests)
        .execute();
    }
    return {
      inquiries: inquiries.length,
      applications: applications.length,
      dataRequests: dataRequests.length,
      idempotencyKeys,
      kept: candidates.length - chosen.length,
    };
  }
}

/**
 * Removes these inquiries and applications with their leads, and replaces the idempotency keys of
 * them and of these data requests by tombstones, in the caller's transaction. Returns how many
 * keys went.
 */
export async function eraseRecords(
  trx: Db,
  records: {
    inquiries: readonly string[];
    applications: readonly string[];
    dataRequests?: readonly string[];
  },
  now: Date,
): Promise<number> {
  const { inquiries, applications, dataRequests = [] } = records;
  const idempotencyKeys = await tombstoneKeys(
    trx,
    [...inquiries, ...applications, ...dataRequests],
    now,
  );
  // Their leads go with them: stage, timeline and staff's notes about the person.
  await deleteLeads(trx, [...inquiries, ...applications]);
  if (inquiries.length > 0)
    await trx.deleteFrom('inquiries').where('id', 'in', inquiries).execute();
  if (applications.length > 0) {
    await trx.deleteFrom('applications').where('id', 'in', applications).execute();
  }
  return idempotencyKeys;
}

/** One person the academy can reach, for telling them of a breach (README, breach runbook). */
export interface Contact {
  name: string;
  email: string;
  phone: string;
  /** Who they are to the academy: `applicant`, `guardian`, `inquirer` or `data request`. */
  as: string;
}

/**
 * Everyone whose contact details are held, once each: the same email (whatever its capitals)
 * or the same phone's last ten digits is one person, listed with the first name found.
 */
export async function everyContact(db: Db): Promise<Contact[]> {
  const found: Contact[] = [];
  const applications = await db
    .selectFrom('applications')
    .select(['fullName', 'email', 'phone', 'guardianName', 'guardianEmail', 'guardianPhone'])
    .orderBy('receivedAt')
    .execute();
  for (const row of applications) {
    found.push({ name: row.fullName, email: row.email, phone: row.phone, as: 'applicant' });
    if (row.guardianName !== null) {
      found.push({
        name: row.guardianName,
        email: row.guardianEmail ?? '',
        phone: row.guardianPhone ?? '',
        as: 'guardian',
      });
    }
  }
  const inquiries = await db
    .selectFrom('inquiries')
    .select(['fullName', 'emailAddress', 'phoneNumber'])
    .orderBy('receivedAt')
    .execute();
  for (const row of inquiries) {
    found.push({
      name: row.fullName,
      email: row.emailAddress,
      phone: row.phoneNumber,
      as: 'inquirer',
    });
  }
  const requests = await db
    .selectFrom('dataRequests')
    .select(['email', 'phone'])
    .where('email', '!=', '')
    .orderBy('receivedAt')
    .execute();
  for (const row of requests) {
    found.push({ name: '', email: row.email, phone: row.phone, as: 'data request' });
  }
  const seen = new Set<string>();
  const contacts: Contact[] = [];
  for (const contact of found) {
    const keys = [
      contact.email.trim() === '' ? '' : `e:${emailKey(contact.email)}`,
      phoneDigits(contact.phone).length >= nationalDigits
        ? `p:${phoneDigits(contact.phone).slice(-nationalDigits)}`
        : '',
    ].filter(Boolean);
    if (keys.length === 0 || keys.some((key) => seen.has(key))) {
      for (const key of keys) seen.add(key);
      continue;
    }
    for (const key of keys) seen.add(key);
    contacts.push(contact);
  }
  return contacts;
}
