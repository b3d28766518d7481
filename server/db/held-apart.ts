/**
 * The conditions that keep records out of a list, an export or a count; `column` is the
 * submission's or the lead's id. Held apart: a record whose person withdrew consent
 * (withdrawals.ts), and a minor's application whose guardian is still to verify (DPDP Act s9:
 * nobody works it until a parent or guardian is known to have agreed).
 */
import { type RawBuilder, sql } from 'kysely';

export function notWithdrawn(column: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from withdrawals where withdrawals.record_id = ${sql.ref(column)})`;
}

export function notHeldApart(column: string): RawBuilder<boolean> {
  return sql<boolean>`(${notWithdrawn(column)} and not exists (select 1 from applications as held where held.id = ${sql.ref(column)} and held.minor = 1 and held.guardian_verified_at is null))`;
}
