/**
 * Minors' applications whose guardian is still to verify are held apart from every list and
 * export (held-apart.ts) until staff verify the guardian (submissions.ts, markGuardianVerified)
 * or find they cannot: then the application is erased, with the reason in the audit trail.
 * An application that came without the under-18 answer is held the same way until staff ask.
 */
import type {
  ApplicantAgeAnswer,
  GuardianNotVerifiedReason,
  GuardianToVerify,
} from '../../src/domain/guardian.ts';
import { type Actor, auditAction } from './audit.ts';
import type { Db } from './connect.ts';
import { eraseRecords } from './people.ts';
import { type ApplicationRecord, allSubmissions } from './submissions.ts';

/** The queue, oldest first; at most `limit`. */
export async function guardiansToVerify(db: Db, limit = 500): Promise<GuardianToVerify[]> {
  const waiting: GuardianToVerify[] = [];
  for await (const record of allSubmissions(db, 'applications', { toVerify: true })) {
    const { id, fullName, receivedAt, guardian, ageUnknown } = record as ApplicationRecord;
    waiting.push({
      id,
      fullName,
      receivedAt,
      guardianName: guardian?.name ?? '',
      relationship: guardian?.relationship ?? '',
      ageUnknown,
    });
    if (waiting.length === limit) break;
  }
  return waiting;
}

/**
 * The guardian of this minor's application could not be verified: the application goes, as an
 * erasure takes it (its lead, a tombstone for its key), with an audit entry naming the reason, in
 * the caller's transaction. `not-found` when no minor's application still to verify has that id.
 */
export async function eraseUnverifiedMinor(
  trx: Db,
  id: string,
  reason: GuardianNotVerifiedReason,
  actor: Actor,
  now: Date,
): Promise<'erased' | 'not-found'> {
  const row = await trx
    .selectFrom('applications')
    .select('id')
    .where('id', '=', id)
    .where('minor', '=', 1)
    .where('guardianVerifiedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return 'not-found';
  await eraseRecords(trx, { inquiries: [], applications: [id] }, now);
  await auditAction(trx, actor, {
    command: 'guardian not verified',
    recordCount: 1,
    filter: ['--application', id, '--reason', reason],
    at: now,
  });
  return 'erased';
}

/**
 * Staff asked the applicant whose application came without the under-18 answer. 18 or over:
 * the application joins the inbox as the New lead it was from the start. Under 18: it is erased
 * as an erasure takes it, since a minor's application needs their guardian's consent, given on
 * the form; the family applies again with it. With its audit entry, in the caller's transaction.
 * `not-found` when no application waits for its age under that id.
 */
export async function recordApplicantAge(
  trx: Db,
  id: string,
  answer: ApplicantAgeAnswer,
  actor: Actor,
  now: Date,
): Promise<'recorded' | 'erased' | 'not-found'> {
  const row = await trx
    .selectFrom('applications')
    .select('id')
    .where('id', '=', id)
    .where('ageUnknown', '=', 1)
    .executeTakeFirst();
  if (!row) return 'not-found';
  if (answer === 'adult') {
    await trx.updateTable('applications').set({ ageUnknown: 0 }).where('id', '=', id).execute();
  } else {
    await eraseRecords(trx, { inquiries: [], applications: [id] }, now);
  }
  await auditAction(trx, actor, {
    command: 'age recorded',
    recordCount: 1,
    filter: ['--application', id, '--answer', answer],
    at: now,
  });
  return answer === 'adult' ? 'recorded' : 'erased';
}
