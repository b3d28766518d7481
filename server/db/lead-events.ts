/**
 * A lead's timeline entries: written here, read back here (one owner of the `detail` format).
 * `detail` holds staff's choices only (stages, reasons, accounts, dates, a note's id), never
 * what the person sent, so an entry says what happened without repeating personal data.
 */
import type { ClosedReason, LeadStage } from '../../src/domain/lead-workflow.ts';
import type { LeadEventTable } from './schema.ts';

/** A staff account as it acted: its id, and its name at the time (kept when renamed). */
export interface StaffRef {
  id: string;
  name: string;
}

/** What changed, by the type of entry. */
export type LeadEventChange =
  | { type: 'received' }
  | {
      type: 'stage';
      from: LeadStage;
      to: LeadStage;
      reason: ClosedReason | null;
      /** Staff's words for closing it, kept as a note of the lead (absent without words). */
      noteId?: string;
    }
  | { type: 'assigned'; to: StaffRef | null }
  | { type: 'follow_up'; followUpAt: string | null }
  | { type: 'note'; noteId: string }
  | { type: 'exported' };

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
