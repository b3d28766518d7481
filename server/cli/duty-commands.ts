/**
 * What staff do with personal data besides reading it: answer data requests, verify a guardian's
 * consent, settle withdrawals of consent, remove what is past its retention, and read the audit
 * trail.
 */

import {
  type DataRequestClock,
  dataRequestClock,
  withdrawalEraseDays,
} from '../../src/domain/data-requests.ts';
import { withoutDirectionControls } from '../../src/domain/direction-controls.ts';
import {
  type ApplicantAgeAnswer,
  type GuardianNotVerifiedReason,
  type GuardianVerificationMethod,
  guardianNotVerifiedReasons,
} from '../../src/domain/guardian.ts';
import { doneDataRequestDays, type Retention } from '../../src/domain/retention.ts';
import { auditEntries, verifyAuditTrail } from '../db/audit.ts';
import type { Db } from '../db/connect.ts';
import { answerDataRequest, listDataRequests } from '../db/data-requests.ts';
import { eraseUnverifiedMinor, recordApplicantAge } from '../db/guardians.ts';
import { purgeExpiredRecords } from '../db/retention.ts';
import {
  type ApplicationRecord,
  allSubmissions,
  countSubmissions,
  markGuardianVerified,
} from '../db/submissions.ts';
import {
  eraseWithdrawal,
  listWithdrawals,
  NoSuchWithdrawal,
  undoWithdrawal,
  withdrawnRecordCount,
} from '../db/withdrawals.ts';
import { operator, recordAudit } from './audit-trail.ts';
import { CliError, write } from './run-cli.ts';
import { type Column, tableHeader, tableRow } from './table.ts';

const minute = (time: string | null) => (time ?? '').slice(0, 16).replace('T', ' ');
const clean = (value: string) => withoutDirectionControls(value);

const requestColumns: readonly Column[] = [
  { title: 'Received (UTC)', width: 16 },
  { title: 'Id', width: 36 },
  { title: 'Request', width: 16 },
  { title: 'Email', width: 26 },
  { title: 'Phone', width: 16 },
  { title: 'Done (UTC)', width: 16 },
  { title: 'Answer by (UTC)', width: 24 },
];

/** A waiting request's due date, flagged once it has passed; nothing for one that is done. */
function answerBy(clock: DataRequestClock): string {
  if (clock.kind === 'done') return '';
  return clock.kind === 'due' ? minute(clock.dueAt) : `${minute(clock.dueAt)} OVERDUE`;
}

/** Waiting requests first, each with the day it must be answered by; the message is in `find`. */
export async function listRequests(db: Db, now = new Date()): Promise<void> {
  const requests = await listDataRequests(db);
  // Before the requests leave: a listing cut short is still in the trail.
  await recordAudit(db, 'requests list', requests.length, []);
  let overdue = 0;
  await write(tableHeader(requestColumns));
  for (const request of requests) {
    const clock = dataRequestClock(request, now);
    if (clock.kind === 'overdue') overdue += 1;
    await write(
      tableRow(requestColumns, [
        minute(request.receivedAt),
        request.id,
        request.request,
        clean(request.email),
        clean(request.phone),
        minute(request.doneAt),
        answerBy(clock),
      ]),
    );
  }
  const waiting = requests.filter((request) => request.doneAt === null).length;
  await write(`Total: ${requests.length} (${waiting} waiting, ${overdue} overdue)\n`);
}

export async function requestDone(db: Db, id: string): Promise<void> {
  const done = await answerDataRequest(db, id, operator(), new Date());
  if (!done) throw new CliError(`No data request has the id ${id}`);
  await write(`Data request ${id} is done.\n`);
}

const guardianColumns: readonly Column[] = [
  { title: 'Received (UTC)', width: 16 },
  { title: 'Id', width: 36 },
  { title: 'Applicant', width: 20 },
  { title: 'Guardian', width: 20 },
  { title: 'Relationship', width: 12 },
  { title: 'Phone', width: 16 },
  { title: 'Email', width: 26 },
];

/**
 * Applications of minors whose guardian's consent waits to be verified, and those that did not
 * say whether the applicant is under 18, oldest first.
 */
export async function listGuardiansToVerify(db: Db): Promise<void> {
  const count = await countSubmissions(db, 'applications', { toVerify: true });
  // Before the names leave: a listing cut short is still in the trail.
  await recordAudit(db, 'guardians', count, []);
  await write(tableHeader(guardianColumns));
  for await (const record of allSubmissions(db, 'applications', { toVerify: true })) {
    const { id, receivedAt, fullName, guardian, ageUnknown } = record as ApplicationRecord;
    await write(
      tableRow(guardianColumns, [
        minute(receivedAt),
        id,
        clean(fullName),
        // Sent without the under-18 answer: ask, then `age <id> --answer …`.
        ageUnknown ? '(age not given)' : clean(guardian?.name ?? ''),
        guardian?.relationship ?? '',
        clean(guardian?.phone ?? ''),
        clean(guardian?.email ?? ''),
      ]),
    );
  }
  await write(`Total: ${count}\n`);
}

/** Records how the guardian was verified, by the operator at the shell, with its audit entry. */
export async function guardianVerified(
  db: Db,
  id: string,
  method: GuardianVerificationMethod,
  reference: string,
): Promise<void> {
  const actor = operator();
  const outcome = await db.transaction().execute((trx) =>
    markGuardianVerified(
      trx,
      id,
      {
        method,
        reference,
        by: { id: null, name: `${actor.osUser} (command line)` },
        at: new Date(),
      },
      actor,
    ),
  );
  if (outcome === 'not-found') {
    throw new CliError(`No application of an applicant under 18 has the id ${id}`);
  }
  if (outcome === 'already') {
    throw new CliError(
      `The guardian for application ${id} was verified already; that record stands.`,
    );
  }
  await write(`The guardian's consent for application ${id} is verified.\n`);
}

/** The guardian could not be verified: the minor's application is erased, with the reason. */
export async function guardianNotVerified(
  db: Db,
  id: string,
  reason: GuardianNotVerifiedReason,
): Promise<void> {
  const outcome = await db
    .transaction()
    .execute((trx) => eraseUnverifiedMinor(trx, id, reason, operator(), new Date()));
  if (outcome === 'not-found') {
    throw new CliError(
      `No application of an applicant under 18 waits for its guardian with the id ${id}`,
    );
  }
  await write(`Application ${id} erased: ${guardianNotVerifiedReasons[reason]}.\n`);
}

/** Staff asked an applicant whose application did not say whether they are under 18. */
export async function applicantAge(db: Db, id: string, answer: ApplicantAgeAnswer): Promise<void> {
  const outcome = await db
    .transaction()
    .execute((trx) => recordApplicantAge(trx, id, answer, operator(), new Date()));
  if (outcome === 'not-found') {
    throw new CliError(`No application waits for its applicant's age with the id ${id}`);
  }
  await write(
    outcome === 'recorded'
      ? `Application ${id}: 18 or over; it is in the inbox.\n`
      : `Application ${id} erased: the applicant is under 18 and applies again with a parent or guardian.\n`,
  );
}

export async function purge(
  db: Db,
  retention: Retention,
  auditDays: number,
  dryRun: boolean,
): Promise<void> {
  const purged = await purgeExpiredRecords(db, retention, new Date(), {
    dryRun,
    actor: operator(),
    auditDays,
  });
  await write(
    [
      `Past their retention (inquiries after ${retention.inquiryDays} days, applications after ${retention.applicationDays} days, done data requests after ${doneDataRequestDays} days):`,
      `  inquiries: ${purged.inquiries}`,
      `  applications: ${purged.applications}`,
      `  data requests: ${purged.dataRequests}`,
      `Consent withdrawn ${withdrawalEraseDays} days ago or more: ${purged.withdrawn}`,
      `Audit entries older than ${auditDays} days: ${purged.auditEntries}`,
      dryRun ? 'Dry run: nothing was removed.' : 'Removed.',
      '',
    ].join('\n'),
  );
}

const auditColumns: readonly Column[] = [
  { title: 'At (UTC)', width: 19 },
  { title: 'Command', width: 20 },
  { title: 'Records', width: 8 },
  { title: 'By (OS user or staff)', width: 26 },
  { title: 'Filter', width: 40 },
];

/**
 * Recomputes the trail's hash chain: says it is whole, with its last hash (worth noting down
 * elsewhere: a trail rewritten from an edit onwards ends in another), or where it breaks. The
 * count is of the entries checked; those the retention rule removed are said apart.
 */
export async function verifyAudit(db: Db): Promise<void> {
  const verdict = await verifyAuditTrail(db);
  if (!verdict.whole) {
    throw new CliError(
      `The audit trail is broken at entry ${verdict.seq}: ${verdict.problem}. Keep the database as it is and see the breach runbook in the README.`,
    );
  }
  const { trimmed } = verdict;
  const trimmedNote = trimmed
    ? `Entries before #${trimmed.throughSeq + 1} were removed by the retention rule on ${trimmed.at.slice(0, 10)} (UTC).\n`
    : '';
  await write(
    `The audit trail is whole: ${verdict.entries} entries, the last one's hash ${verdict.lastHash}.\n${trimmedNote}`,
  );
}

export async function printAudit(db: Db): Promise<void> {
  const entries = await auditEntries(db);
  await write(tableHeader(auditColumns));
  for (const entry of entries) {
    await write(
      tableRow(auditColumns, [
        entry.at.slice(0, 19).replace('T', ' '),
        entry.command,
        String(entry.recordCount),
        entry.staffEmail ?? entry.osUser,
        entry.filter,
      ]),
    );
  }
  await write(`Total: ${entries.length}\n`);
}

const withdrawalColumns: readonly Column[] = [
  { title: 'Request', width: 36 },
  { title: 'Withdrawn (UTC)', width: 16 },
  { title: 'Erase by (UTC)', width: 16 },
  { title: 'Record', width: 12 },
  { title: 'Name', width: 24 },
  { title: 'Record id', width: 36 },
];

/** Each withdrawal whose records are still held: one row per record, with when it is erased. */
export async function listWithdrawalsCommand(db: Db): Promise<void> {
  // Before the names leave: a listing cut short is still in the trail.
  const withdrawals = await db.transaction().execute(async (trx) => {
    const found = await listWithdrawals(trx);
    await recordAudit(trx, 'withdrawals', withdrawnRecordCount(found), []);
    return found;
  });
  await write(tableHeader(withdrawalColumns));
  for (const withdrawal of withdrawals) {
    for (const record of withdrawal.records) {
      await write(
        tableRow(withdrawalColumns, [
          withdrawal.requestId,
          minute(withdrawal.withdrawnAt),
          minute(withdrawal.eraseBy),
          record.kind === 'inquiries' ? 'inquiry' : 'application',
          clean(record.name),
          record.id,
        ]),
      );
    }
  }
  await write(
    `Total: ${withdrawals.length} withdrawal${withdrawals.length === 1 ? '' : 's'}. Their records are out of every list and export, and are erased on the day shown.\n`,
  );
}

/** `withdrawals undo|erase <request id>`: the person did not make it, or asks for erasure now. */
export async function settleWithdrawal(
  db: Db,
  action: 'undo' | 'erase',
  requestId: string,
): Promise<void> {
  const now = new Date();
  const count = await db.transaction().execute(async (trx) => {
    const settled =
      action === 'undo'
        ? await undoWithdrawal(trx, requestId, now).catch(notFound)
        : await eraseWithdrawal(trx, requestId, now).catch(notFound);
    await recordAudit(trx, `withdrawals ${action}`, settled, ['--request', requestId]);
    return settled;
  });
  await write(
    action === 'undo'
      ? `Withdrawal ${requestId} undone: ${count} record${count === 1 ? ' is' : 's are'} back in the lists.\n`
      : `Withdrawal ${requestId}: ${count} record${count === 1 ? '' : 's'} erased.\n`,
  );
}

function notFound(error: unknown): never {
  if (error instanceof NoSuchWithdrawal) throw new CliError(error.message);
  throw error;
}
