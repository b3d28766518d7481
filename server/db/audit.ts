import type { Db } from './connect.ts';
import type { AuditEntryTable } from './schema.ts';

export type AuditEntry = AuditEntryTable;

/** `filter` names the options used; callers leave out any value that is personal data. */
export async function writeAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('auditEntries').values(entry).execute();
}

/** Oldest first, as the trail happened. */
export async function auditEntries(db: Db): Promise<AuditEntry[]> {
  return db.selectFrom('auditEntries').selectAll().orderBy('at').execute();
}
