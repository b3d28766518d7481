/**
 * A lead's timeline entries: written here, read back here (one owner of the `detail` format).
 * `detail` holds staff's choices only (stages, reasons, accounts, dates, a note's id), never
 * what the person sent, so an entry says what happened without repeating personal data.
 */
import type { LeadEventChange, StaffRef } from '../../src/domain/lead-workflow.ts';
import type { LeadEventTable } from './schema.ts';

export type { LeadEventChange, StaffRef } from '../../src/domain/lead-workflow.ts';

export type LeadEventType = LeadEventChange['type'];

/** One entry of a lead's timeline; `actor` is null for what the visitor did (`received`). */
export type TimelineEntry = LeadEventChange & { at: string; actor: StaffRef | null };

export function leadEventRow(
  leadId: string,
  at: string,
  actor: StaffRef | null,
  { type, ...detail }: LeadEventChange,
): Omit<LeadEventTable, 'id'> {
  return {
    leadId,
    at,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    type,
    detail: JSON.stringify(detail),
  };
}

export function timelineEntry(
  row: Pick<LeadEventTable, 'at' | 'actorId' | 'actorName' | 'type' | 'detail'>,
): TimelineEntry {
  const actor = row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' };
  const change = { ...JSON.parse(row.detail), type: row.type } as LeadEventChange;
  return { ...change, at: row.at, actor };
}
