/**
 * The conditions that keep records out of a list, an export or a count; `column` is the
 * submission's or the lead's id. Held apart: a record whose person withdrew consent
 * (withdrawals.ts); a minor's application whose guardian is still to verify (DPDP Act s9:
 * nobody works it until a parent or guardian is known to have agreed); and an application that
 * came without the under-18 answer, treated as a minor's until staff ask (guardians.ts).
 */
import { type RawBuilder, sql } from 'kysely';

export function notWithdrawn(column: string): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from withdrawals where withdrawals.record_id = ${sql.ref(column)})`;
}

/** An application (the table or alias `table`) that waits for staff: a guardian or an age. */
export function awaitingGuardian(table: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<boolean>`((${column('minor')} = 1 and ${column('guardian_verified_at')} is null) or ${column('age_unknown')} = 1)`;
}

export function notHeldApart(column: string): RawBuilder<boolean> {
  return sql<boolean>`(${notWithdrawn(column)} and not exists (select 1 from applications as held where held.id = ${sql.ref(column)} and ${awaitingGuardian('held')}))`;
}
