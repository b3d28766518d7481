/**
 * The inbox's query string, read strictly: an unknown parameter, a repeated one or a value out of
 * its set is a 400 naming it, never silently ignored — a typo in a filter must not show (or
 * export) every lead as if it were the filtered list.
 */
import { isLeadStage } from '../../src/domain/lead-workflow.ts';
import { decodeCursor, type LeadFilter, type LeadPage } from '../db/leads.ts';
import type { SubmissionKind } from '../db/submissions.ts';

export type LeadQueryResult<T> = { ok: true; value: T } | { ok: false; message: string };

const filterKeys = ['kind', 'stage', 'course', 'event', 'assigned', 'overdue', 'search'] as const;
const pageKeys = ['after', 'size'] as const;
const kinds: readonly SubmissionKind[] = ['inquiries', 'applications'];

/** Longer than any course, event name or search anyone types; keeps queries small. */
export const leadQueryTextMaxLength = 200;
const largestPageSize = 200;

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/**
 * The filter and the page of `GET /leads`, or of the export (`withPage` false: no paging, and
 * `kind` is required there since the two kinds have different columns).
 */
export function readLeadQuery(
  query: unknown,
  me: string,
  withPage: boolean,
): LeadQueryResult<{ filter: LeadFilter; page: LeadPage }> {
  const given = (typeof query === 'object' && query !== null ? query : {}) as Record<
    string,
    unknown
  >;
  const allowed: readonly string[] = withPage ? [...filterKeys, ...pageKeys] : filterKeys;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(given)) {
    if (!allowed.includes(key)) return fail(`Unknown parameter "${key}"`);
    if (typeof value !== 'string') return fail(`Give "${key}" once`);
    if (value.length > leadQueryTextMaxLength) {
      return fail(`"${key}" is longer than ${leadQueryTextMaxLength} characters`);
    }
    values[key] = value;
  }
  const filter: LeadFilter = {};
  const { kind, stage, course, event, assigned, overdue, search } = values;
  if (kind !== undefined) {
    if (!kinds.includes(kind as SubmissionKind))
      return fail('kind must be inquiries or applications');
    filter.kind = kind as SubmissionKind;
  } else if (!withPage) {
    return fail('An export needs kind: inquiries or applications');
  }
  if (stage !== undefined) {
    if (!isLeadStage(stage)) return fail('stage must be one of the stages');
    filter.stage = stage;
  }
  if (course !== undefined) {
    if (course.trim() === '') return fail('course must not be empty');
    filter.course = course;
  }
  // An empty event is the website itself: the leads sent from no event.
  if (event !== undefined) filter.event = event === '' ? null : event;
  if (assigned !== undefined) {
    if (assigned === 'me') filter.assigned = { accountId: me };
    else if (assigned === 'anyone' || assigned === 'nobody') filter.assigned = assigned;
    else return fail('assigned must be me, anyone or nobody');
  }
  if (overdue !== undefined) {
    if (overdue !== 'true' && overdue !== 'false') return fail('overdue must be true or false');
    filter.overdue = overdue === 'true';
  }
  if (search !== undefined && search.trim() !== '') filter.search = search;

  const page: LeadPage = {};
  if (values.size !== undefined) {
    const size = Number(values.size);
    if (!/^\d+$/.test(values.size) || size < 1 || size > largestPageSize) {
      return fail(`size must be a whole number from 1 to ${largestPageSize}`);
    }
    page.size = size;
  }
  if (values.after !== undefined) {
    if (decodeCursor(values.after) === null) return fail('after is not a page of this list');
    page.after = values.after;
  }
  return { ok: true, value: { filter, page } };
}

/** The filter's parameters for the audit trail: names and staff's own choices, never a search. */
export function auditedFilter(filter: LeadFilter): string[] {
  const words: string[] = [];
  if (filter.kind !== undefined) words.push('--kind', filter.kind);
  if (filter.stage !== undefined) words.push('--stage', filter.stage);
  if (filter.course !== undefined) words.push('--course');
  if (filter.event !== undefined) words.push('--event');
  if (filter.assigned !== undefined) {
    words.push(
      '--assigned',
      typeof filter.assigned === 'string' ? filter.assigned : filter.assigned.accountId,
    );
  }
  if (filter.overdue) words.push('--overdue');
  // A search is a name, an email or a phone: personal data, so only that there was one.
  if (filter.search !== undefined) words.push('--search');
  return words;
}
