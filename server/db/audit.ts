/**
 * The audit trail: who read, changed or removed personal data, when, and how many records —
 * never whose. Entries are only ever appended, each in the transaction of what it records, and
 * form a hash chain: an entry's hash covers its fields and the hash of the entry before it, and
 * `audit_chain` holds the last one. `verifyAuditTrail` recomputes the chain, so an entry edited,
 * removed or added out of turn afterwards is found (decision 060).
 *
 * Entries older than the audit retention (AUDIT_RETENTION_DAYS) go with the purge: the oldest
 * ones only, all together, with an entry of their own saying through which place. `audit_chain`
 * keeps the last place removed and its hash, where the check now starts (decision 060, amended).
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

/** The command of the entry a trim leaves; its filter names the last place removed. */
const trimCommand = 'audit trim';

const trimFilter = (throughSeq: number) => ['--through', String(throughSeq)];

/** The last entry written before `cutoff`: it and all before it are past their retention. */
async function lastSeqBefore(db: Db, cutoff: Date): Promise<number | null> {
  const row = await db
    .selectFrom('auditEntries')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return row?.seq == null ? null : Number(row.seq);
}

/** How many entries a trim at `cutoff` would remove (a purge's dry run). */
export async function countAuditEntriesToTrim(db: Db, cutoff: Date): Promise<number> {
  const through = await lastSeqBefore(db, cutoff);
  if (through === null) return 0;
  const row = await db
    .selectFrom('auditEntries')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('seq', '<=', through)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Removes the entries written before `cutoff`: the last of them and every one before it, so what
 * stays is the chain's unbroken end. Records where the trail now starts and writes the trim's own
 * entry, by `actor`, in the caller's transaction when given one, else in its own. Entries are
 * written in the order of their time, so the place of the last one before the cutoff is the
 * trim's end (two written in the same instant by racing requests may swap by a millisecond).
 * Returns how many went; nothing is written when none is old enough.
 */
export async function trimAuditTrail(
  db: Db,
  actor: Actor,
  { cutoff, at }: { cutoff: Date; at: Date },
): Promise<number> {
  const trim = async (trx: Db) => {
    // The head row first, as an append takes it: a trim queues behind an append or another trim.
    await trx
      .updateTable('auditChain')
      .set((eb) => ({ trimmedSeq: eb.ref('trimmedSeq') }))
      .where('id', '=', headId)
      .execute();
    const through = await lastSeqBefore(trx, cutoff);
    if (through === null) return 0;
    const last = await trx
      .selectFrom('auditEntries')
      .select('hash')
      .where('seq', '=', through)
      .executeTakeFirstOrThrow();
    const removed = await trx
      .deleteFrom('auditEntries')
      .where('seq', '<=', through)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('auditChain')
      .set({ trimmedSeq: through, trimmedHash: last.hash })
      .where('id', '=', headId)
      .execute();
    const count = Number(removed.numDeletedRows);
    await auditAction(trx, actor, {
      command: trimCommand,
      recordCount: count,
      filter: trimFilter(through),
      at,
    });
    return count;
  };
  return db.isTransaction ? trim(db) : db.transaction().execute(trim);
}

/** Entries up to `throughSeq` were removed by the retention rule, by the trim written `at`. */
export interface AuditTrim {
  throughSeq: number;
  at: string;
}

export type AuditVerdict =
  | {
      whole: true;
      /** How many entries were checked: those the trail still holds. */
      entries: number;
      lastHash: string;
      /** The last trim, or null when the trail holds every entry from the first. */
      trimmed: AuditTrim | null;
    }
  | { whole: false; seq: number; problem: string };

const pageSize = 1000;

/**
 * Recomputes the chain from where it starts (its first entry, or the first one after the last
 * trim) to the head. The start is taken from the head row only when the chain's own last trim
 * entry names it: moving it to hide the entries after it is found like removing them.
 */
export async function verifyAuditTrail(db: Db): Promise<AuditVerdict> {
  const start = await db
    .selectFrom('auditChain')
    .select(['trimmedSeq', 'trimmedHash'])
    .where('id', '=', headId)
    .executeTakeFirst();
  const trimmedSeq = start?.trimmedSeq ?? 0;
  let previous = start?.trimmedHash ?? genesisHash;
  let expected = trimmedSeq + 1;
  let lastTrim: AuditEntry | undefined;
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
      if (entry.command === trimCommand) lastTrim = entry;
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
  if (!head || head.seq !== expected - 1 || head.hash !== previous) {
    return {
      whole: false,
      seq: expected,
      problem: 'entries after it were removed (the chain ends before its last entry)',
    };
  }
  if (trimmedSeq === 0) {
    return { whole: true, entries: expected - 1, lastHash: previous, trimmed: null };
  }
  if (lastTrim?.filter !== trimFilter(trimmedSeq).join(' ')) {
    return {
      whole: false,
      seq: trimmedSeq + 1,
      problem: 'the entries before it were removed, and no trim in the trail says so',
    };
  }
  return {
    whole: true,
    entries: expected - 1 - trimmedSeq,
    lastHash: previous,
    trimmed: { throughSeq: trimmedSeq, at: lastTrim.at },
  };
}
