/** `find` and `erase`: one person's data, by their email or phone, across every kind. */

import type { Writable } from 'node:stream';
import { byteOrderMark, csvRow } from '../../src/domain/csv.ts';
import { withoutDirectionControls } from '../../src/domain/direction-controls.ts';
import type { ErasureCandidate } from '../../src/domain/erasure.ts';
import type { Db } from '../db/connect.ts';
import { correctRecord } from '../db/corrections.ts';
import {
  type Erased,
  eraseInTransaction,
  everyContact,
  findPerson,
  NotThisPersonsRecord,
  type Person,
  type PersonalKind,
  previewErasure,
} from '../db/people.ts';
import { operator, recordAudit } from './audit-trail.ts';
import { CliError, write } from './run-cli.ts';
import { type Column, tableHeader, tableRow } from './table.ts';

/** The options used, without their values: those are the person's own data. */
export function personOptions(person: Person): string[] {
  return [
    ...(person.email === undefined ? [] : ['--email']),
    ...(person.phone === undefined ? [] : ['--phone']),
  ];
}

/**
 * Everything held, as JSON: what staff send a person who asks for their data. JSON escapes the
 * control characters a visitor could type; direction controls are dropped as in list.
 */
export async function find(db: Db, person: Person): Promise<void> {
  // Read and audited in one transaction, before the records leave.
  const { records, count } = await db.transaction().execute(async (trx) => {
    const found = await findPerson(trx, person);
    const total = found.inquiries.length + found.applications.length + found.dataRequests.length;
    await recordAudit(trx, 'find', total, personOptions(person));
    return { records: found, count: total };
  });
  await write(`${withoutDirectionControls(JSON.stringify(records, null, 2))}\n`);
  await write(`Total: ${count}\n`);
}

const kindNames: Record<PersonalKind, string> = {
  inquiries: 'inquiry',
  applications: 'application',
  dataRequests: 'data request',
};

const previewColumns: readonly Column[] = [
  { title: '', width: 3 },
  { title: 'Kind', width: 12 },
  { title: 'Received (UTC)', width: 16 },
  { title: 'Name', width: 20 },
  { title: 'Source', width: 16 },
  { title: 'Matched by', width: 24 },
  { title: 'Id', width: 36 },
];

/** Each record found, marked [x] when it would go. */
function previewTable(
  candidates: readonly ErasureCandidate[],
  only: readonly string[] | undefined,
) {
  const rows = candidates.map((candidate) =>
    tableRow(previewColumns, [
      (only ? only.includes(candidate.id) : candidate.selected) ? '[x]' : '[ ]',
      kindNames[candidate.kind],
      candidate.receivedAt.slice(0, 16).replace('T', ' '),
      candidate.name,
      candidate.event ?? 'website',
      candidate.matchedBy.join(', '),
      candidate.id,
    ]),
  );
  return `${tableHeader(previewColumns)}${rows.join('')}`;
}

/**
 * Lists every record found for the person, why it matched and whether it would go; removes
 * nothing without `--yes`. A record found only by a phone, under another name and email, is not
 * marked: a family may share the phone. `--only` names exactly the records to remove.
 */
export async function erase(
  db: Db,
  person: Person,
  { confirmed, only }: { confirmed: boolean; only?: readonly string[] },
): Promise<void> {
  const options = [...personOptions(person), ...(only ? ['--only'] : [])];
  if (!confirmed) {
    const candidates = await previewErasure(db, person);
    const unknown = (only ?? []).filter((id) => !candidates.some((c) => c.id === id));
    if (unknown.length > 0) throw new CliError(new NotThisPersonsRecord(unknown).message);
    const marked = candidates.filter((c) => (only ? only.includes(c.id) : c.selected)).length;
    // Before the list leaves: a listing cut short is still in the trail.
    await recordAudit(db, 'erase', 0, [...options, '--dry-run']);
    await write(
      candidates.length === 0
        ? 'Nothing is held for this person.\n'
        : `${previewTable(candidates, only)}\n${marked} of ${candidates.length} would be removed ([x]). ` +
            'Nothing was removed. Run again with --yes to remove those marked, or choose with ' +
            '--only <id>,<id> --yes.\n',
    );
    return;
  }
  let erased: Erased;
  try {
    // What went, in the transaction that removed it.
    erased = await db.transaction().execute(async (trx) => {
      const done = await eraseInTransaction(trx, person, { ids: only });
      const count = done.inquiries + done.applications + done.dataRequests;
      await recordAudit(trx, 'erase', count, [...options, '--yes']);
      return done;
    });
  } catch (error) {
    if (error instanceof NotThisPersonsRecord) throw new CliError(error.message);
    throw error;
  }
  await write(
    `Removed:\n${counts(erased)}  idempotency keys (a replay is answered, not stored): ${erased.idempotencyKeys}\n` +
      (erased.kept > 0 ? `Kept, not chosen: ${erased.kept}\n` : ''),
  );
}

function counts(found: { inquiries: number; applications: number; dataRequests: number }) {
  return [
    `  inquiries: ${found.inquiries}`,
    `  applications: ${found.applications}`,
    `  data requests (personal data blanked, request kept): ${found.dataRequests}`,
    '',
  ].join('\n');
}

/**
 * Everyone the academy could reach, once each, as CSV: whom to tell after a breach (the
 * README's runbook). Returns how many.
 */
export async function listContacts(
  db: Db,
  out: Writable,
  options: readonly string[],
): Promise<number> {
  const contacts = await everyContact(db);
  // Before the list leaves: a list cut short by a crash is still in the trail.
  await recordAudit(db, 'contacts', contacts.length, options);
  const write = (text: string) =>
    new Promise<void>((resolve, reject) =>
      out.write(text, (error) => (error ? reject(error) : resolve())),
    );
  await write(byteOrderMark + csvRow(['name', 'email', 'phone', 'as']));
  for (const contact of contacts) {
    await write(
      csvRow(
        [contact.name, contact.email, contact.phone, contact.as].map(withoutDirectionControls),
      ),
    );
  }
  return contacts.length;
}

const recordNames = { inquiries: 'inquiry', applications: 'application' } as const;

/** Corrects fields of one inquiry or application as the person asked; names the fields changed. */
export async function correct(
  db: Db,
  id: string,
  changes: Readonly<Record<string, string>>,
  requestId: string | undefined,
): Promise<void> {
  const outcome = await correctRecord(db, {
    id,
    changes,
    ...(requestId === undefined ? {} : { requestId }),
    actor: operator(),
    now: new Date(),
  });
  switch (outcome.kind) {
    case 'not-found':
      throw new CliError(`No inquiry or application has the id ${id}`);
    case 'no-request':
      throw new CliError(`No data request has the id ${requestId}; nothing was corrected.`);
    case 'email-taken':
      throw new CliError('Another application already has that email; nothing was corrected.');
    case 'invalid':
      throw new CliError(
        `Not corrected:\n${Object.entries(outcome.errors)
          .map(([field, message]) => `  ${field}: ${message}`)
          .join('\n')}`,
      );
    case 'unchanged':
      await write(`Nothing to correct: the ${recordNames[outcome.record]} already says that.\n`);
      return;
    case 'corrected':
      await write(
        `Corrected ${recordNames[outcome.record]} ${id}: ${outcome.fields.join(', ') || 'no field'}.${
          requestId === undefined ? '' : ` Data request ${requestId} is done.`
        }\n`,
      );
  }
}
