/**
 * Personal data is kept only as long as the academy needs it (DPDP Act, section 8(7)): the
 * server removes older records at start and daily, and `npm run submissions -- purge` on demand.
 */

import { sql } from 'kysely';
import { doneDataRequestDays, type Retention } from '../../src/domain/retention.ts';
import { dayMs } from '../../src/domain/submission-keys.ts';
import { type Actor, auditAction } from './audit.ts';
import type { Db } from './connect.ts';
import { deleteLeadsReceivedBefore } from './lead-rows.ts';
import { countDueWithdrawals, eraseDueWithdrawals } from './withdrawals.ts';

export interface Purged {
  inquiries: number;
  applications: number;
  dataRequests: number;
  /** Records whose person withdrew consent `withdrawalEraseDays` ago or more. */
  withdrawn: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

/** Counts what is past its time; removes it too unless `dryRun`. */
export async function purgeExpiredRecords(
  db: Db,
  retention: Retention,
  now: Date,
  { dryRun = false, actor }: { dryRun?: boolean; actor?: Actor } = {},
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
    // What went, in the transaction that removed it; a dry run removes nothing.
    if (!dryRun && actor) {
      await auditAction(trx, actor, {
        command: 'purge',
        recordCount: inquiries + applications + dataRequests + withdrawn,
        filter: [],
        at: now,
      });
    }
    return { inquiries, applications, dataRequests, withdrawn };
  });
}
