/**
 * The audit trail: who read, changed or removed personal data, when, and how many records —
 * never whose. Entries are only ever appended, each in the transaction of what it records, and
 * form a hash chain: an entry's hash covers its fields and the hash of the entry before it, and
 * `audit_chain` holds the last one. `verifyAuditTrail` recomputes the chain, so an entry edited,
 * removed or added out of turn afterwards is found (decision 060).
 */
import { createHash } from 'node:crypto';
import type { Db } from './connect.ts';
import type { AuditEntryTable } from './schema.ts';

export type AuditEntry = AuditEntryTable;

/** What a caller says of an entry; its place and hashes are the chain's. */
export type NewAuditEntry = Omit<AuditEntry, 'seq' | 'previousHash' | 'hash'>;

/**
 * Who did it: an operator at the server's shell (the CLIs) or a staff account in the workspace.
 * An entry names one or the other, never a person's email.
 */
export type Actor = { osUser: string } | { staffAccountId: string };

/** What the first entry follows. */
export const genesisHash = '0'.repeat(64);

/** The hash of an entry in its place, after `previousHash`. */
export function entryHash(entry: Omit<AuditEntry, 'hash'>): string {
  const fields = [
    entry.seq,
    entry.at,
    entry.command,
    entry.recordCount,
    entry.osUser,
    entry.filter,
    entry.staffAccountId,
    entry.previousHash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The chain's head row: made by migration 0008, one row, id 1. */
const headId = 1;

/**
 * Appends one entry. `filter` names the options used; callers leave out any value that is
 * personal data. In the caller's transaction when given one, else in its own.
 */
export async function writeAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  const append = async (trx: Db) => {
    // Taking the head row first makes concurrent appends queue (a row lock on PostgreSQL, the
    // write lock on SQLite) instead of both following the same entry.
    await trx
      .updateTable('auditChain')
      .set((eb) => ({ seq: eb('seq', '+', 1) }))
      .where('id', '=', headId)
      .execute();
    const head = await trx
      .selectFrom('auditChain')
      .select(['seq', 'hash'])
      .where('id', '=', headId)
      .executeTakeFirstOrThrow();
    const chained = { ...entry, seq: head.seq, previousHash: head.hash };
    const hash = entryHash(chained);
    await trx
      .insertInto('auditEntries')
      .values({ ...chained, hash })
      .execute();
    await trx.updateTable('auditChain').set({ hash }).where('id', '=', headId).execute();
  };
  await (db.isTransaction ? append(db) : db.transaction().execute(append));
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

/** In the order they were written, with the email of the staff account that acted. */
export async function auditEntries(
  db: Db,
): Promise<(AuditEntry & { staffEmail: string | null })[]> {
  return db
    .selectFrom('auditEntries')
    .leftJoin('staffAccounts', 'staffAccounts.id', 'auditEntries.staffAccountId')
    .selectAll('auditEntries')
    .select('staffAccounts.email as staffEmail')
    .orderBy('auditEntries.seq')
    .execute();
}

export type AuditVerdict =
  | { whole: true; entries: number; lastHash: string }
  | { whole: false; seq: number; problem: string };

const pageSize = 1000;

/** Recomputes the chain from its first entry to the head. */
export async function verifyAuditTrail(db: Db): Promise<AuditVerdict> {
  let previous = genesisHash;
  let expected = 1;
  for (;;) {
    const page = await db
      .selectFrom('auditEntries')
      .selectAll()
      .where('seq', '>=', expected)
      .orderBy('seq')
      .limit(pageSize)
      .execute();
    for (const entry of page) {
      if (entry.seq !== expected) {
        return { whole: false, seq: expected, problem: 'it is missing' };
      }
      if (entry.previousHash !== previous) {
        return { whole: false, seq: entry.seq, problem: 'it does not follow the entry before it' };
      }
      if (entryHash(entry) !== entry.hash) {
        return { whole: false, seq: entry.seq, problem: 'it was changed after it was written' };
      }
      previous = entry.hash;
      expected += 1;
    }
    if (page.length < pageSize) break;
  }
  const head = await db
    .selectFrom('auditChain')
    .select(['seq', 'hash'])
    .where('id', '=', headId)
    .executeTakeFirst();
  const entries = expected - 1;
  if (!head || head.seq !== entries || head.hash !== previous) {
    return {
      whole: false,
      seq: entries + 1,
      problem: 'entries after it were removed (the chain ends before its last entry)',
    };
  }
  return { whole: true, entries, lastHash: previous };
}
