/**
 * Personal data is kept only as long as the academy needs it (DPDP Act, section 8(7)): the
 * server removes older records at start and daily, and `npm run submissions -- purge` on demand.
 * The audit trail's oldest entries go too, once past their own, longer retention (at least the
 * year the DPDP Rules 2025 ask, Rule 8(3)).
 */

import { sql } from 'kysely';
import {
  defaultAuditRetentionDays,
  doneDataRequestDays,
  type Retention,
} from '../../src/domain/retention.ts';
import { dayMs } from '../../src/domain/submission-keys.ts';
import { type Actor, auditAction, countAuditEntriesToTrim, trimAuditTrail } from './audit.ts';
import type { Db } from './connect.ts';
import { deleteLeadsReceivedBefore } from './lead-rows.ts';
import { countDueWithdrawals, eraseDueWithdrawals } from './withdrawals.ts';

export interface Purged {
  inquiries: number;
  applications: number;
  dataRequests: number;
  /** Records whose person withdrew consent `withdrawalEraseDays` ago or more. */
  withdrawn: number;
  /** Audit entries older than the audit retention. */
  auditEntries: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

/**
 * Counts what is past its time; removes it too unless `dryRun`. `actor` is who is named in the
 * audit trail for it; without one (tests of the other rules) nothing is written there, and the
 * trail is not trimmed either, as a trim must leave its own entry. `auditDays`: the audit
 * retention (AUDIT_RETENTION_DAYS).
 */
export async function purgeExpiredRecords(
  db: Db,
  retention: Retention,
  now: Date,
  {
    dryRun = false,
    actor,
    auditDays = defaultAuditRetentionDays,
  }: { dryRun?: boolean; actor?: Actor; auditDays?: number } = {},
): Promise<Purged> {
  const rules = [
    ['inquiries', 'receivedAt', before(now, retention.inquiryDays)],
    ['applications', 'receivedAt', before(now, retention.applicationDays)],
    // Only requests staff marked done: one still waiting is never removed.
    ['dataRequests', 'doneAt', before(now, doneDataRequestDays)],
  ] as const;
  return db.transaction().execute(async (trx) => {
    const counts: number[] = [];
    for (const [table, column, cutoff] of rules) {
      const past = sql<boolean>`${sql.ref(column)} < ${cutoff}`;
      if (dryRun) {
        const row = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .where(past)
          .executeTakeFirstOrThrow();
        counts.push(Number(row.count));
      } else {
        if (table !== 'dataRequests') await deleteLeadsReceivedBefore(trx, table, cutoff);
        const result = await trx.deleteFrom(table).where(past).executeTakeFirstOrThrow();
        counts.push(Number(result.numDeletedRows));
      }
    }
    const [inquiries = 0, applications = 0, dataRequests = 0] = counts;
    const withdrawn = dryRun
      ? await countDueWithdrawals(trx, now)
      : await eraseDueWithdrawals(trx, now);
    const auditCutoff = new Date(now.getTime() - auditDays * dayMs);
    let auditEntries = dryRun ? await countAuditEntriesToTrim(trx, auditCutoff) : 0;
    // What went, in the transaction that removed it; a dry run removes nothing.
    if (!dryRun && actor) {
      await auditAction(trx, actor, {
        command: 'purge',
        recordCount: inquiries + applications + dataRequests + withdrawn,
        filter: [],
        at: now,
      });
      auditEntries = await trimAuditTrail(trx, actor, { cutoff: auditCutoff, at: now });
    }
    return { inquiries, applications, dataRequests, withdrawn, auditEntries };
  });
}
