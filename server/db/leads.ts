/**
 * The staff inbox's reads (decision 057): the list of leads with its filters, search
 * and pages, the count of New leads, and one person's screen. Every filter and the order are
 * answered from an index of `leads` (docs/performance.md, "Staff inbox").
 */
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import {
  defaultNewLeadOverdueHours,
  finishedStages,
  type LeadStage,
  leadPhoneKey,
  nameWords,
  newLeadOverdueCutoff,
  phoneKeyLength,
} from '../../src/domain/lead-workflow.ts';
import type { Db } from './connect.ts';
import { notHeldApart } from './held-apart.ts';
import { type TimelineEntry, timelineEntry } from './lead-events.ts';
import type { Database, LeadNoteTable, LeadTable } from './schema.ts';
import {
  type ApplicationRecord,
  allSubmissions,
  emailKey,
  guardianVerificationOf,
  type InquiryRecord,
  type SubmissionKind,
} from './submissions.ts';
import { byTextIgnoringCase } from './text-order.ts';
import { withdrawalOf } from './withdrawals.ts';

/** Which leads to list; every one when empty. Filters combine: a lead must pass each. */
export interface LeadFilter {
  kind?: SubmissionKind;
  stage?: LeadStage;
  /** The course exactly as the form sent it. */
  course?: string;
  /** An event's name exactly as stored; null: sent from the website. */
  event?: string | null;
  /** 'anyone' and 'nobody', or one account (the route turns "me" into the caller's id). */
  assigned?: 'anyone' | 'nobody' | { accountId: string };
  /** Only overdue leads (see `LeadClock`). */
  overdue?: boolean;
  /** A name or part of one, an email address, or a phone number typed any way. */
  search?: string;
}

/** "Now" for the overdue rule, injected so a test can stand on any day. */
export interface LeadClock {
  now: Date;
  /** How long a lead may stay New, in working hours (default 24; Sunday's do not count). */
  newLeadOverdueHours?: number;
}

/** A page after the one a cursor ends; the first page without one. */
export interface LeadPage {
  /** `nextCursor` of the page before. */
  after?: string;
  /** Rows per page, 1 to 200 (default 50). */
  size?: number;
}

/** One row of the inbox. `event` null: sent from the website. */
export interface LeadRow {
  id: string;
  kind: SubmissionKind;
  fullName: string;
  course: string;
  event: string | null;
  receivedAt: string;
  stage: LeadStage;
  closedReason: string | null;
  assignedTo: string | null;
  followUpAt: string | null;
  overdue: boolean;
}

export interface LeadList {
  rows: LeadRow[];
  /** How many leads the filter keeps, on every page, counted up to `countCap`. */
  total: number;
  /** True when the filter keeps more than `total` (= `countCap`): show "1,000+". */
  totalCapped: boolean;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: string | null;
}

export const defaultPageSize = 50;

/**
 * Counting stops here: beyond it the exact number helps nobody work the list, and counting all
 * 75,000 website leads of 100,000 costs more than the page (docs/performance.md).
 */
export const countCap = 1000;
const largestPageSize = 200;

/** How a search text is read: an email has an @, a phone is digits and punctuation only. */
export type SearchTerm =
  | { by: 'email'; emailKey: string }
  | { by: 'phone'; digits: string }
  | { by: 'name'; words: string[] };

export function searchTermOf(text: string): SearchTerm | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.includes('@')) return { by: 'email', emailKey: emailKey(trimmed) };
  if (/^[\d\s+\-().]+$/.test(trimmed) && /\d/.test(trimmed)) {
    return { by: 'phone', digits: leadPhoneKey(trimmed) };
  }
  const words = nameWords(trimmed);
  return words.length === 0 ? null : { by: 'name', words };
}

/** `column` holds `text` anywhere, each character taken literally (SQLite has no default escape). */
function contains(column: 'phoneKey', text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** The words that begin with `prefix`, as byte-ordered text compares: [prefix, its successor). */
function prefixRange(prefix: string): [string, string] {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const head = prefix.slice(0, last > 0xffff ? -2 : -1);
  return [prefix, head + String.fromCodePoint(last + 1)];
}

/** Most words typed are whole or nearly: the longest few are enough to narrow the leads. */
const searchedWords = 4;

/**
 * A shorter word typed alone is a whole word, an initial ("R" of "R. Karthik"): the beginning of
 * a fifth of all names would be no search, and would cost a scan of them.
 */
const shortestPrefix = 3;

/** The words a name search looks for, the longest first (it narrows through the index). */
function searchedNameWords(words: readonly string[]): [string, ...string[]] {
  const [longest = '', ...others] = [...words].sort((a, b) => b.length - a.length);
  return [longest, ...others.slice(0, searchedWords - 1)];
}

/**
 * `column` (a name's word) begins with `typed`: the range [typed, its successor). A word typed
 * alone shorter than `shortestPrefix` must be the whole word instead (an initial).
 */
function begins(column: 'named.word' | 'other.word', typed: string, alone: boolean) {
  if (alone && typed.length < shortestPrefix) return sql<boolean>`${sql.ref(column)} = ${typed}`;
  const [from, to] = prefixRange(typed);
  return sql<boolean>`${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${to}`;
}

/** `typed` begins some word of the name of the lead whose id is `lead`. */
function beginsAWordOf(lead: 'leads.id' | 'named.leadId', typed: string) {
  return sql<boolean>`exists (select 1 from lead_name_words as other
    where other.lead_id = ${sql.ref(lead)} and ${begins('other.word', typed, false)})`;
}

/** The two moments the overdue rule compares with: the New cutoff and now. */
function overdueMoments({ now, newLeadOverdueHours = defaultNewLeadOverdueHours }: LeadClock) {
  return {
    newBefore: newLeadOverdueCutoff(now, newLeadOverdueHours).toISOString(),
    now: now.toISOString(),
  };
}

type LeadQuery<Output> = SelectQueryBuilder<Database, 'leads', Output>;

/** Applies each filter as one indexed condition on `leads`. */
export function filtered<Output>(
  query: LeadQuery<Output>,
  filter: LeadFilter,
  clock: LeadClock,
): LeadQuery<Output> {
  // A lead whose person withdrew consent waits apart, in the admins' Withdrawals queue.
  let q = query.where(notHeldApart('leads.id'));
  if (filter.kind !== undefined) q = q.where('kind', '=', filter.kind);
  if (filter.stage !== undefined) q = q.where('stage', '=', filter.stage);
  if (filter.course !== undefined) q = q.where('course', '=', filter.course);
  if (filter.event !== undefined) {
    q = filter.event === null ? q.where('event', 'is', null) : q.where('event', '=', filter.event);
  }
  const { assigned } = filter;
  if (assigned === 'nobody') q = q.where('assignedTo', 'is', null);
  else if (assigned === 'anyone') q = q.where('assignedTo', 'is not', null);
  else if (assigned !== undefined) q = q.where('assignedTo', '=', assigned.accountId);
  if (filter.overdue) {
    const moments = overdueMoments(clock);
    q = q.where((eb) => isOverdue(eb, moments));
  }
  const term = filter.search === undefined ? null : searchTermOf(filter.search);
  if (term?.by === 'email') q = q.where('emailKey', '=', term.emailKey);
  if (term?.by === 'phone') {
    // A whole number is one key; fewer digits are looked for anywhere in the national number.
    q =
      term.digits.length === phoneKeyLength
        ? q.where('phoneKey', '=', term.digits)
        : q.where(contains('phoneKey', term.digits));
  }
  if (term?.by === 'name') {
    // The longest word narrows through the index; each other word must begin a word of the same
    // lead's name, checked only on the leads the first one kept.
    const [longest, ...others] = searchedNameWords(term.words);
    q = q.where('id', 'in', (eb) =>
      eb
        .selectFrom('leadNameWords as named')
        .select('named.leadId')
        .where(begins('named.word', longest, true)),
    );
    for (const word of others) q = q.where(beginsAWordOf('leads.id', word));
  }
  return q;
}

/**
 * New for longer than allowed, or a follow-up date passed; never once enrolled or closed.
 * Two ranges, each of an index: (stage, received_at) and (follow_up_at).
 */
function isOverdue(
  eb: ExpressionBuilder<Database, 'leads'>,
  { newBefore, now }: { newBefore: string; now: string },
) {
  return eb.or([
    eb.and([eb('stage', '=', 'new'), eb('receivedAt', '<', newBefore)]),
    eb.and([eb('followUpAt', '<', now), eb('stage', 'not in', finishedStages)]),
  ]);
}

function overdueOf(
  lead: Pick<LeadTable, 'stage' | 'receivedAt' | 'followUpAt'>,
  { newBefore, now }: { newBefore: string; now: string },
): boolean {
  if (finishedStages.includes(lead.stage as LeadStage)) return false;
  if (lead.stage === 'new' && lead.receivedAt < newBefore) return true;
  return lead.followUpAt !== null && lead.followUpAt < now;
}

const rowColumns = [
  'id',
  'kind',
  'fullName',
  'course',
  'event',
  'receivedAt',
  'stage',
  'closedReason',
  'assignedTo',
  'followUpAt',
] as const;

type StoredRow = Pick<LeadTable, (typeof rowColumns)[number]>;

/** Only the row's own columns, whatever else the query selected. */
function leadRowOf(row: StoredRow, moments: { newBefore: string; now: string }): LeadRow {
  return {
    id: row.id,
    kind: row.kind,
    fullName: row.fullName,
    course: row.course,
    event: row.event,
    receivedAt: row.receivedAt,
    stage: row.stage as LeadStage,
    closedReason: row.closedReason,
    assignedTo: row.assignedTo,
    followUpAt: row.followUpAt,
    overdue: overdueOf(row, moments),
  };
}

interface Cursor {
  receivedAt: string;
  id: string;
}

function encodeCursor({ receivedAt, id }: Cursor): string {
  return Buffer.from(JSON.stringify([receivedAt, id])).toString('base64url');
}

/** null for a cursor this module did not make (the route answers 400). */
export function decodeCursor(cursor: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return { receivedAt: value[0], id: value[1] };
    }
  } catch {}
  return null;
}

export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
}

/** Leads newest first, starting after `after` (keyset), ordered by (received_at, id). */
export function leadsNewestFirst<Output>(
  query: LeadQuery<Output>,
  after: Cursor | undefined,
  size: number,
): LeadQuery<Output> {
  const q = after
    ? query.where((eb) =>
        eb(eb.refTuple('receivedAt', 'id'), '<', eb.tuple(after.receivedAt, after.id)),
      )
    : query;
  return q.orderBy('receivedAt', 'desc').orderBy('id', 'desc').limit(size);
}

/**
 * One page of the inbox, newest first. Pages are keyset pages: a lead arriving while staff read
 * page 1 does not shift page 2 by one (no row twice, none skipped). Throws InvalidCursorError for
 * a cursor that is not one of `nextCursor`'s.
 */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: LeadPage,
  clock: LeadClock,
): Promise<LeadList> {
  const size = Math.min(Math.max(Math.trunc(page.size ?? defaultPageSize), 1), largestPageSize);
  const after = page.after === undefined ? undefined : decodeCursor(page.after);
  if (after === null) throw new InvalidCursorError('Not a page of this list');
  const words = nameAlone(filter);
  const { stored, counted } = words
    ? await pageOfName(db, words, after, size + 1)
    : await pageOfFilter(db, filter, clock, after, size + 1);
  const total = Math.min(counted, countCap);
  const moments = overdueMoments(clock);
  const rows = stored.slice(0, size).map((row) => leadRowOf(row, moments));
  const last = rows.at(-1);
  return {
    rows,
    total,
    totalCapped: counted > countCap,
    nextCursor: stored.length > size && last ? encodeCursor(last) : null,
  };
}

/** Up to `size` stored rows of a page, and how many leads the filter keeps, to `countCap` + 1. */
interface StoredPage {
  stored: StoredRow[];
  counted: number;
}

/** Counts the rows `query` gives, stopping past `countCap`. */
async function countedUpToCap<DB, TB extends keyof DB>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const counted = await db
    .selectFrom(query.limit(countCap + 1).as('kept'))
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** A page walked along the index of one of the filter's columns (see `filtered`). */
async function pageOfFilter(
  db: Db,
  filter: LeadFilter,
  clock: LeadClock,
  after: Cursor | undefined,
  size: number,
): Promise<StoredPage> {
  const stored = await leadsNewestFirst(
    filtered(db.selectFrom('leads').select(rowColumns), filter, clock),
    after,
    size,
  ).execute();
  const kept = filtered(db.selectFrom('leads').select(sql<number>`1`.as('one')), filter, clock);
  return { stored, counted: await countedUpToCap(db, kept) };
}

/** The words of a name searched with no other filter; null for any other filter. */
function nameAlone(filter: LeadFilter): string[] | null {
  const { search, overdue, ...others } = filter;
  const term = search === undefined ? null : searchTermOf(search);
  if (
    term?.by !== 'name' ||
    overdue ||
    Object.values(others).some((value) => value !== undefined)
  ) {
    return null;
  }
  return term.words;
}

/**
 * A name and nothing else, answered from its words: each word holds when its lead arrived, so
 * the page is the newest of the matching words, and only its leads are read. With any other
 * filter, that filter's index walks the leads instead and each lead's words are looked up
 * (`filtered`): it may keep few of the name's leads (docs/performance.md, "Staff inbox").
 */
async function pageOfName(
  db: Db,
  words: readonly string[],
  after: Cursor | undefined,
  size: number,
): Promise<StoredPage> {
  const [longest, ...others] = searchedNameWords(words);
  let named = db
    .selectFrom('leadNameWords as named')
    .select(['named.receivedAt', 'named.leadId'])
    // Once per lead, though two of its words begin with the longest word typed.
    .distinct()
    .where(begins('named.word', longest, true))
    .where(notHeldApart('named.leadId'));
  for (const word of others) named = named.where(beginsAWordOf('named.leadId', word));
  // Every word has its lead (both go in one transaction), so the page's leads are these.
  const newest = (
    after
      ? named.where((eb) =>
          eb(
            eb.refTuple('named.receivedAt', 'named.leadId'),
            '<',
            eb.tuple(after.receivedAt, after.id),
          ),
        )
      : named
  )
    .orderBy('named.receivedAt', 'desc')
    .orderBy('named.leadId', 'desc')
    .limit(size);
  const stored = await db
    .selectFrom(newest.as('found'))
    .innerJoin('leads', 'leads.id', 'found.leadId')
    .select(rowColumns.map((column) => `leads.${column}` as const))
    .orderBy('found.receivedAt', 'desc')
    .orderBy('found.leadId', 'desc')
    .execute();
  return { stored, counted: await countedUpToCap(db, named) };
}

/** For the page title: how many leads are New. */
export async function countNewLeads(db: Db): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('stage', '=', 'new')
    .where(notHeldApart('leads.id'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * When the newest lead arrived (null without any): with the count, what tells the inbox that a
 * lead arrived — the count alone stays the same when one arrives as another leaves New.
 */
export async function newestLeadAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('leads')
    .select('receivedAt')
    .where(notHeldApart('leads.id'))
    .orderBy('receivedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.receivedAt ?? null;
}

/** What the inbox's Course and Event filters offer: every value some lead has. */
export interface LeadChoices {
  courses: string[];
  /** Events' names; leads sent from the website (no event) are the filter's own choice. */
  events: string[];
}

export async function leadChoices(db: Db): Promise<LeadChoices> {
  const courses = await distinctValues(db, 'course');
  const events = await distinctValues(db, 'event');
  return { courses: courses.sort(byTextIgnoringCase), events: events.sort(byTextIgnoringCase) };
}

/**
 * The column's distinct values but null, one index seek each (a "loose index scan" of the index
 * that starts with the column): the next value is the least one above the last. PostgreSQL reads
 * every row for a plain DISTINCT (45 ms at 100,000 leads); this is about 1 ms on both databases
 * for a few dozen values (docs/performance.md).
 */
async function distinctValues(db: Db, column: 'course' | 'event'): Promise<string[]> {
  const value = sql.ref(column);
  const found = await sql<{ value: string }>`
    with recursive found(value) as (
      select min(${value}) from leads
      union all
      select (select min(${value}) from leads where ${value} > found.value)
      from found where found.value is not null
    )
    select value from found where value is not null`.execute(db);
  return found.rows.map((row) => row.value);
}

export type LeadNote = Omit<LeadNoteTable, 'leadId'>;

/** Another lead with the same email or phone: shown side by side, never merged. */
export interface SamePersonLead extends LeadRow {
  matchedBy: ('email' | 'phone')[];
}

export interface LeadDetail {
  lead: LeadRow & { closedNote: string | null; updatedAt: string };
  /** Every field the person sent, their consent, their source and, for a minor, the guardian. */
  submission: InquiryRecord | ApplicationRecord;
  /** Oldest first; a `note` entry names its note in `notes`. */
  timeline: TimelineEntry[];
  /** Oldest first. */
  notes: LeadNote[];
  /** Newest first, at most `samePersonLimit`. */
  samePerson: SamePersonLead[];
  /** For a minor's application whose guardian was verified: how, by whom, on what evidence. */
  guardianVerification: Awaited<ReturnType<typeof guardianVerificationOf>>;
  /** Set while the person's consent is withdrawn: the lead is out of the lists until erased. */
  withdrawal: Awaited<ReturnType<typeof withdrawalOf>>;
}

const samePersonLimit = 20;

/** One person's screen; null when no lead of that kind has that id. */
export async function leadDetail(
  db: Db,
  kind: SubmissionKind,
  id: string,
  clock: LeadClock,
): Promise<LeadDetail | null> {
  const lead = await db
    .selectFrom('leads')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!lead) return null;
  let submission: InquiryRecord | ApplicationRecord | undefined;
  for await (const record of allSubmissions(db, kind, { ids: [id] })) submission = record;
  if (!submission) return null;

  const events = await db
    .selectFrom('leadEvents')
    .select(['at', 'actorId', 'actorName', 'type', 'detail'])
    .where('leadId', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const notes = await db
    .selectFrom('leadNotes')
    .select(['id', 'at', 'authorId', 'authorName', 'text'])
    .where('leadId', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const others = await db
    .selectFrom('leads')
    .select([...rowColumns, 'emailKey', 'phoneKey'])
    .where('id', '<>', id)
    .where(notHeldApart('leads.id'))
    .where((eb) =>
      eb.or([
        eb('emailKey', '=', lead.emailKey),
        ...(lead.phoneKey === '' ? [] : [eb('phoneKey', '=', lead.phoneKey)]),
      ]),
    )
    .orderBy('receivedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(samePersonLimit)
    .execute();

  const moments = overdueMoments(clock);
  const { closedNote, updatedAt } = lead;
  return {
    lead: { ...leadRowOf(lead, moments), closedNote, updatedAt },
    submission,
    timeline: events.map(timelineEntry),
    notes,
    guardianVerification: kind === 'applications' ? await guardianVerificationOf(db, id) : null,
    withdrawal: await withdrawalOf(db, id),
    samePerson: others.map((other) => ({
      ...leadRowOf(other, moments),
      matchedBy: [
        ...(other.emailKey === lead.emailKey ? (['email'] as const) : []),
        ...(lead.phoneKey !== '' && other.phoneKey === lead.phoneKey ? (['phone'] as const) : []),
      ],
    })),
  };
}
