import type { ClosedReason, LeadStage } from '../../domain/lead-workflow.ts';
import { staffApiBase } from '../../domain/staff-workspace.ts';
import { staffRequest } from './client.ts';
import type { LeadChoices, LeadDetail, LeadList, Person } from './lead-types.ts';

/** The list's query as the API reads it: `kind`, `stage`, `search`, … and `after` for a page. */
export type LeadQuery = Readonly<Record<string, string>>;

const leadPath = (id: string, action = '') =>
  `/leads/${encodeURIComponent(id)}${action === '' ? '' : `/${action}`}`;

export function fetchLeads(query: LeadQuery): Promise<LeadList> {
  const search = new URLSearchParams(query).toString();
  return staffRequest('GET', search === '' ? '/leads' : `/leads?${search}`);
}

/** How many leads are New, and when the newest lead of all arrived (null: none yet). */
export function fetchNewLeads(): Promise<{ count: number; newestAt: string | null }> {
  return staffRequest('GET', '/leads/new-count');
}

/** The address of the list's CSV: the browser downloads it with the session's cookie. */
export function leadExportHref(query: LeadQuery): string {
  return `${staffApiBase}/leads/export.csv?${new URLSearchParams(query)}`;
}

export async function fetchLead(id: string): Promise<LeadDetail> {
  return (await staffRequest<{ detail: LeadDetail }>('GET', leadPath(id))).detail;
}

type Changed = Promise<LeadDetail>;
const change = async (id: string, action: string, body: unknown): Changed =>
  (await staffRequest<{ detail: LeadDetail }>('POST', leadPath(id, action), body)).detail;

export type StageChange =
  | { stage: Exclude<LeadStage, 'closed'> }
  | { stage: 'closed'; reason: ClosedReason; note?: string };

export const setLeadStage = (id: string, stage: StageChange): Changed => change(id, 'stage', stage);
/** `accountId` null lets the lead go: assigned to nobody. */
export const assignLead = (id: string, accountId: string | null): Changed =>
  change(id, 'assign', { accountId });
/** `at` an instant with its offset, or null to clear it. */
export const setLeadFollowUp = (id: string, at: string | null): Changed =>
  change(id, 'follow-up', { at });
export const addLeadNote = (id: string, text: string): Changed => change(id, 'notes', { text });

export async function fetchPeople(): Promise<Person[]> {
  return (await staffRequest<{ people: Person[] }>('GET', '/people')).people;
}

export function fetchLeadChoices(): Promise<LeadChoices> {
  return staffRequest('GET', '/leads/choices');
}
