/**
 * A lead's row is born and dies with its submission (decision 057): written in the transaction
 * that stores the submission, removed in the one that erases or purges it, with its timeline
 * and notes, so nothing a person sent outlives the record of it.
 */
import type { Insertable, Kysely } from 'kysely';
import { leadPhoneKey, nameWords } from '../../src/domain/lead-workflow.ts';
import type { Db } from './connect.ts';
import { leadEventRow } from './lead-events.ts';
import type { Database, LeadNameWordTable, LeadTable } from './schema.ts';

/** The submission's fields a lead copies, by kind. */
export interface LeadOrigin {
  id: string;
  kind: LeadTable['kind'];
  fullName: string;
  /** Already made by `emailKey`. */
  emailKey: string;
  phone: string;
  course: string;
  event: string | null;
  receivedAt: string;
}

/** Rows per INSERT: well under SQLite's 32,766 bound parameters. */
const batchSize = 500;

function leadRow(origin: LeadOrigin): LeadTable {
  return {
    id: origin.id,
    kind: origin.kind,
    fullName: origin.fullName,
    emailKey: origin.emailKey,
    phoneKey: leadPhoneKey(origin.phone),
    course: origin.course,
    event: origin.event,
    receivedAt: origin.receivedAt,
    stage: 'new',
    closedReason: null,
    closedNote: null,
    assignedTo: null,
    followUpAt: null,
    updatedAt: origin.receivedAt,
  };
}

/**
 * New leads, each with its name's words and its `received` event at the time it arrived. Each
 * word also holds when its lead arrived, so a search by name alone reads the newest matches
 * from the words' index (`0006-name-words-by-time`, docs/performance.md).
 */
export async function storeLeads(db: Kysely<Database>, origins: readonly LeadOrigin[]) {
  await writeLeads(db, origins, (origin, word) => ({
    word,
    leadId: origin.id,
    receivedAt: origin.receivedAt,
  }));
}

/**
 * Leads as migration 0005 wrote them when it made a lead of every stored submission: their
 * words without when they arrived, a column that 0005's table does not have yet (0006 adds it
 * and fills it in). Only that migration calls this; everything else stores leads with
 * `storeLeads`.
 */
export async function insertLeads(db: Kysely<Database>, origins: readonly LeadOrigin[]) {
  // The row type is today's table; 0005's has no received_at to give.
  await writeLeads(db, origins, (origin, word) => ({ word, leadId: origin.id }) as LeadNameWordRow);
}

type LeadNameWordRow = Insertable<LeadNameWordTable>;

async function writeLeads(
  db: Kysely<Database>,
  origins: readonly LeadOrigin[],
  wordRow: (origin: LeadOrigin, word: string) => LeadNameWordRow,
) {
  for (let start = 0; start < origins.length; start += batchSize) {
    const batch = origins.slice(start, start + batchSize);
    await db.insertInto('leads').values(batch.map(leadRow)).execute();
    const words = batch.flatMap((origin) =>
      nameWords(origin.fullName).map((word) => wordRow(origin, word)),
    );
    if (words.length > 0) await db.insertInto('leadNameWords').values(words).execute();
    await db
      .insertInto('leadEvents')
      .values(
        batch.map((origin) =>
          leadEventRow(origin.id, origin.receivedAt, null, { type: 'received' }),
        ),
      )
      .execute();
  }
}

/**
 * A lead's copy of its submission, written again after the submission was corrected: its name
 * (and the name's words), email and phone keys and course. Its workflow stays as it is. Nothing
 * happens for a submission without a lead.
 */
export async function updateLeadCopy(db: Kysely<Database>, origin: LeadOrigin): Promise<void> {
  const { fullName, emailKey, phoneKey, course } = leadRow(origin);
  const updated = await db
    .updateTable('leads')
    .set({ fullName, emailKey, phoneKey, course })
    .where('id', '=', origin.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  await db.deleteFrom('leadNameWords').where('leadId', '=', origin.id).execute();
  const words = nameWords(fullName).map((word) => ({
    word,
    leadId: origin.id,
    receivedAt: origin.receivedAt,
  }));
  if (words.length > 0) await db.insertInto('leadNameWords').values(words).execute();
}

/**
 * Removes these submissions' leads, their timelines and their notes, and any withdrawal that
 * held them apart. Returns how many leads.
 */
export async function deleteLeads(db: Db, ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    await db.deleteFrom('withdrawals').where('recordId', 'in', batch).execute();
    await db.deleteFrom('leadNotes').where('leadId', 'in', batch).execute();
    await db.deleteFrom('leadEvents').where('leadId', 'in', batch).execute();
    await db.deleteFrom('leadNameWords').where('leadId', 'in', batch).execute();
    const result = await db.deleteFrom('leads').where('id', 'in', batch).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** Removes the leads of one kind's submissions received before `cutoff` (retention), as deleteLeads. */
export async function deleteLeadsReceivedBefore(
  db: Db,
  kind: LeadTable['kind'],
  cutoff: string,
): Promise<void> {
  const expired = db
    .selectFrom('leads')
    .select('id')
    .where('kind', '=', kind)
    .where('receivedAt', '<', cutoff);
  await db.deleteFrom('withdrawals').where('recordId', 'in', expired).execute();
  await db.deleteFrom('leadNotes').where('leadId', 'in', expired).execute();
  await db.deleteFrom('leadEvents').where('leadId', 'in', expired).execute();
  await db.deleteFrom('leadNameWords').where('leadId', 'in', expired).execute();
  await db.deleteFrom('leads').where('kind', '=', kind).where('receivedAt', '<', cutoff).execute();
}
