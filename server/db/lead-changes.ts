/**
 * What staff do to a lead: move its stage, assign it, set its follow-up, add a note, export it.
 * Each change and its timeline entry are written in one transaction; a change that changes
 * nothing (the stage it already has) writes no entry. Each returns false when no lead has the
 * id (the route answers 404) and throws LeadChangeError for a value it refuses (400).
 */
import { randomUUID } from 'node:crypto';
import {
  type ClosedReason,
  closedNoteMaxLength,
  isClosedReason,
  isLeadStage,
  type LeadStage,
  leadNoteMaxLength,
} from '../../src/domain/lead-workflow.ts';
import type { Db } from './connect.ts';
import { type LeadEventChange, leadEventRow, type StaffRef } from './lead-events.ts';
import type { LeadTable } from './schema.ts';

export type { StaffRef } from './lead-events.ts';

export class LeadChangeError extends Error {
  override name = 'LeadChangeError';
}

/**
 * More to write in the change's own transaction whenever the lead exists, even when the change
 * changes nothing: the workspace's audit entry (the request was made, so it is on the trail).
 */
export type AlsoInTransaction = (trx: Db) => Promise<void>;

/** Closing needs a reason; `note` adds staff's own words to it (optional, plain text). */
export type StageChange =
  | { stage: Exclude<LeadStage, 'closed'> }
  | { stage: 'closed'; reason: ClosedReason; note?: string };

type Current = Pick<
  LeadTable,
  'stage' | 'closedReason' | 'closedNote' | 'assignedTo' | 'followUpAt'
>;

interface Decision {
  set: Partial<Current>;
  change: LeadEventChange;
  /** More to write in the same transaction (a note's text). */
  alongside?: (trx: Db) => Promise<void>;
}

/** Which lead, by whom, when, and what else to write with the change. */
interface ChangeOn {
  db: Db;
  leadId: string;
  actor: StaffRef;
  now: Date;
  also: AlsoInTransaction | undefined;
}

/**
 * Reads the lead, lets `decide` say what to set and which entry to write (or null for nothing),
 * then writes both, in one transaction.
 */
async function changeLead(
  { db, leadId, actor, now, also }: ChangeOn,
  decide: (lead: Current) => Decision | null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The lead's row is taken for writing before it is read. On PostgreSQL that is a row lock,
    // so two changes to one lead queue instead of one overwriting what the other read. On
    // SQLite it is the database's write lock, waited for (busy_timeout); a transaction that
    // read first could not write once another process (a CLI) had written meanwhile, and would
    // fail at once with SQLITE_BUSY.
    const taken = await trx
      .updateTable('leads')
      .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return false;
    const lead = await trx
      .selectFrom('leads')
      .select(['stage', 'closedReason', 'closedNote', 'assignedTo', 'followUpAt'])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) return false;
    await also?.(trx);
    const decided = decide(lead);
    if (decided === null) return true;
    const at = now.toISOString();
    await trx
      .updateTable('leads')
      .set({ ...decided.set, updatedAt: at })
      .where('id', '=', leadId)
      .execute();
    await trx
      .insertInto('leadEvents')
      .values(leadEventRow(leadId, at, actor, decided.change))
      .execute();
    await decided.alongside?.(trx);
    return true;
  });
}

function validStageChange(change: StageChange): { closedNote: string | null } {
  if (!isLeadStage(change.stage)) throw new LeadChangeError('Choose one of the stages');
  if (change.stage !== 'closed') return { closedNote: null };
  if (!isClosedReason(change.reason)) throw new LeadChangeError('Closing needs a reason');
  const note = change.note?.trim() ?? '';
  if (note.length > closedNoteMaxLength) {
    throw new LeadChangeError(`The reason's note is longer than ${closedNoteMaxLength} characters`);
  }
  return { closedNote: note === '' ? null : note };
}

export function setStage(
  db: Db,
  leadId: string,
  change: StageChange,
  actor: StaffRef,
  now: Date,
  also?: AlsoInTransaction,
): Promise<boolean> {
  const { closedNote } = validStageChange(change);
  const closedReason = change.stage === 'closed' ? change.reason : null;
  return changeLead({ db, leadId, actor, now, also }, (lead) => {
    if (
      lead.stage === change.stage &&
      lead.closedReason === closedReason &&
      lead.closedNote === closedNote
    ) {
      return null;
    }
    const stage = {
      type: 'stage',
      from: lead.stage as LeadStage,
      to: change.stage,
      reason: closedReason,
    } as const;
    const set = { stage: change.stage, closedReason, closedNote };
    if (closedNote === null || closedNote === lead.closedNote) return { set, change: stage };
    // The words stay on the lead's record as a note, after it is reopened too.
    const noteId = randomUUID();
    return {
      set,
      change: { ...stage, noteId },
      alongside: (trx) => insertNote(trx, { noteId, leadId, text: closedNote, actor, now }),
    };
  });
}

/** A note's row: its text as given (already trimmed and checked). */
async function insertNote(
  trx: Db,
  note: { noteId: string; leadId: string; text: string; actor: StaffRef; now: Date },
) {
  await trx
    .insertInto('leadNotes')
    .values({
      id: note.noteId,
      leadId: note.leadId,
      at: note.now.toISOString(),
      authorId: note.actor.id,
      authorName: note.actor.name,
      text: note.text,
    })
    .execute();
}

/** To an account, or to nobody (null). */
export function assignLead(
  db: Db,
  leadId: string,
  assignee: StaffRef | null,
  actor: StaffRef,
  now: Date,
  also?: AlsoInTransaction,
): Promise<boolean> {
  return changeLead({ db, leadId, actor, now, also }, (lead) =>
    lead.assignedTo === (assignee?.id ?? null)
      ? null
      : { set: { assignedTo: assignee?.id ?? null }, change: { type: 'assigned', to: assignee } },
  );
}

/** A date and time to call back, or none (null). One already past makes the lead overdue. */
export function setFollowUp(
  db: Db,
  leadId: string,
  followUp: Date | null,
  actor: StaffRef,
  now: Date,
  also?: AlsoInTransaction,
): Promise<boolean> {
  if (followUp !== null && Number.isNaN(followUp.getTime())) {
    throw new LeadChangeError('Not a date');
  }
  const followUpAt = followUp?.toISOString() ?? null;
  return changeLead({ db, leadId, actor, now, also }, (lead) =>
    lead.followUpAt === followUpAt
      ? null
      : { set: { followUpAt }, change: { type: 'follow_up', followUpAt } },
  );
}

/** Plain text, trimmed. Returns the note's id, or null when no lead has that id. */
export async function addNote(
  db: Db,
  leadId: string,
  text: string,
  actor: StaffRef,
  now: Date,
  also?: AlsoInTransaction,
): Promise<string | null> {
  const body = text.trim();
  if (body === '') throw new LeadChangeError('A note needs some text');
  if (body.length > leadNoteMaxLength) {
    throw new LeadChangeError(`A note is at most ${leadNoteMaxLength} characters`);
  }
  const noteId = randomUUID();
  const found = await changeLead({ db, leadId, actor, now, also }, () => ({
    set: {},
    change: { type: 'note', noteId },
    alongside: (trx) => insertNote(trx, { noteId, leadId, text: body, actor, now }),
  }));
  return found ? noteId : null;
}

/** Rows per INSERT: well under SQLite's 32,766 bound parameters. */
const batchSize = 500;

/**
 * An `exported` entry on each of these leads, in one transaction: written before the export's
 * data leaves the server, so an export that was sent is always on the record.
 */
export async function recordExport(
  db: Db,
  leadIds: readonly string[],
  actor: StaffRef,
  now: Date,
  also?: AlsoInTransaction,
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await also?.(trx);
    for (let start = 0; start < leadIds.length; start += batchSize) {
      const batch = leadIds.slice(start, start + batchSize);
      await trx
        .insertInto('leadEvents')
        .values(batch.map((id) => leadEventRow(id, at, actor, { type: 'exported' })))
        .execute();
    }
  });
}
