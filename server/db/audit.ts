import type { Db } from './connect.ts';
import type { AuditEntryTable } from './schema.ts';

export type AuditEntry = AuditEntryTable;

/**
 * Who did it: an operator at the server's shell (the CLIs) or a staff account in the workspace.
 * An entry names one or the other, never a person's email.
 */
export type Actor = { osUser: string } | { staffAccountId: string };

/** `filter` names the options used; callers leave out any value that is personal data. */
export async function writeAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('auditEntries').values(entry).execute();
}

/** Writes one entry for what the actor did; run it in the action's own transaction. */
export async function auditAction(
  db: Db,
  actor: Actor,
  action: { command: string; recordCount: number; filter: readonly string[]; at: Date },
): Promise<void> {
  await writeAuditEntry(db, {
    at: action.at.toISOString(),
    command: action.command,
    recordCount: action.recordCount,
    osUser: 'osUser' in actor ? actor.osUser : '',
    filter: action.filter.join(' '),
    staffAccountId: 'staffAccountId' in actor ? actor.staffAccountId : null,
  });
}

/** Oldest first, as the trail happened, with the email of the staff account that acted. */
export async function auditEntries(
  db: Db,
): Promise<(AuditEntry & { staffEmail: string | null })[]> {
  return db
    .selectFrom('auditEntries')
    .leftJoin('staffAccounts', 'staffAccounts.id', 'auditEntries.staffAccountId')
    .selectAll('auditEntries')
    .select('staffAccounts.email as staffEmail')
    .orderBy('auditEntries.at')
    .execute();
}
