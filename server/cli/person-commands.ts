/** `find` and `erase`: one person's data, by their email or phone, across every kind. */

import { withoutDirectionControls } from '../../src/domain/direction-controls.ts';
import type { Db } from '../db/connect.ts';
import { erasePerson, findPerson, type Person } from '../db/people.ts';
import { recordAudit } from './audit-trail.ts';
import { write } from './run-cli.ts';

/** The options used, without their values: those are the person's own data. */
function personOptions(person: Person): string[] {
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
  const records = await findPerson(db, person);
  const count =
    records.inquiries.length + records.applications.length + records.dataRequests.length;
  await write(`${withoutDirectionControls(JSON.stringify(records, null, 2))}\n`);
  await write(`Total: ${count}\n`);
  await recordAudit(db, 'find', count, personOptions(person));
}

/** Without `--yes`, says what would go and removes nothing. */
export async function erase(db: Db, person: Person, confirmed: boolean): Promise<void> {
  if (!confirmed) {
    const found = await findPerson(db, person);
    await write(
      `Would remove for this person:\n${counts({
        inquiries: found.inquiries.length,
        applications: found.applications.length,
        dataRequests: found.dataRequests.length,
      })}Nothing was removed. Run again with --yes to remove it.\n`,
    );
    await recordAudit(db, 'erase', 0, [...personOptions(person), '--dry-run']);
    return;
  }
  const erased = await erasePerson(db, person);
  await write(`Removed:\n${counts(erased)}  idempotency keys: ${erased.idempotencyKeys}\n`);
  await recordAudit(db, 'erase', erased.inquiries + erased.applications + erased.dataRequests, [
    ...personOptions(person),
    '--yes',
  ]);
}

function counts(found: { inquiries: number; applications: number; dataRequests: number }) {
  return [
    `  inquiries: ${found.inquiries}`,
    `  applications: ${found.applications}`,
    `  data requests (personal data blanked, request kept): ${found.dataRequests}`,
    '',
  ].join('\n');
}
