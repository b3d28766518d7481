/**
 * The one condition that keeps records whose person withdrew consent (withdrawals.ts) out of a
 * list, an export or a count: `column` is the submission's or the lead's id.
 */
import { type RawBuilder, sql } from 'kysely';

export function notWithdrawn(column: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from withdrawals where withdrawals.record_id = ${sql.ref(column)})`;
}
