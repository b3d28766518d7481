/**
 * npm run submissions -- <command> …  (see `usage`)
 * Staff read what visitors sent here, never over HTTP. `list` prints a table; `export` writes
 * every field of every record and where it was collected, oldest first, to standard output or
 * to --output <file>. `--event` keeps one event's records. The rest answer what India's DPDP Act
 * asks of the academy: one person's data found or erased, their requests, guardians' consent,
 * retention, and an audit trail of who read or removed personal data.
 */
import type { Writable } from 'node:stream';
import {
  applicantAgeAnswers,
  checkGuardianVerification,
  guardianNotVerifiedReasons,
  guardianVerificationMethods,
  isApplicantAgeAnswer,
  isGuardianNotVerifiedReason,
} from '../../src/domain/guardian.ts';
import type { Db } from '../db/connect.ts';
import { checkPerson, type Person } from '../db/people.ts';
import {
  allSubmissions,
  countSubmissions,
  type SubmissionFilter,
  type SubmissionKind,
} from '../db/submissions.ts';
import { accessSummary } from '../personal-data/access-summary.ts';
import {
  consentFields,
  csvHeader,
  csvRecord,
  exportFields as fields,
  guardianFields,
  sourceFields,
  staffView,
} from '../submissions/staff-view.ts';
import { recordAudit } from './audit-trail.ts';
import {
  applicantAge,
  guardianNotVerified,
  guardianVerified,
  listGuardiansToVerify,
  listRequests,
  listWithdrawalsCommand,
  printAudit,
  purge,
  requestDone,
  settleWithdrawal,
  verifyAudit,
} from './duty-commands.ts';
import { correct, erase, find, listContacts, personOptions } from './person-commands.ts';
import {
  CliError,
  type Command,
  cliConfig,
  parseCommandLine,
  withOutput,
  write,
} from './run-cli.ts';
import { type Column, tableHeader, tableRow } from './table.ts';

const usage = `Usage:
  npm run submissions -- list --kind inquiries|applications [--event "<name>"]
  npm run submissions -- export --kind inquiries|applications --format csv|json [--event "<name>"] --output <file>
  npm run -s submissions -- export --kind inquiries|applications --format csv|json [--event "<name>"] > <file>
  npm run submissions -- find --email <address> | --phone <number>
  npm run -s submissions -- access --email <address> | --phone <number> > <file>
  npm run submissions -- erase --email <address> | --phone <number> [--only <id>,<id>] [--yes]
  npm run submissions -- requests list | requests done <id>
  npm run submissions -- guardians
  npm run submissions -- withdrawals | withdrawals undo <request id> | withdrawals erase <request id>
  npm run submissions -- verified <id> --method phone-call|in-person|email-reply|digilocker --reference "<what the evidence was>"
  npm run submissions -- not-verified <id> --reason unreachable|declined|not-guardian
  npm run submissions -- age <id> --answer adult|under-18
  npm run submissions -- purge [--dry-run]
  npm run submissions -- audit | audit verify
  npm run -s submissions -- contacts [--output <file>]
  npm run submissions -- correct <id> --set <field>=<value> [--set …] [--request <request id>]
(-s keeps npm's own banner out of standard output. --event keeps only the records collected at
the event of exactly that name. erase lists what it found and removes nothing without --yes;
with --yes it removes the records marked [x], or exactly those --only names.)`;

const kinds: readonly SubmissionKind[] = ['inquiries', 'applications'];
const formats = ['csv', 'json'] as const;
type Format = (typeof formats)[number];

/**
 * The list view: the fields a counsellor scans for, in a terminal's width. The event comes
 * first after the time: after a fair, staff look for that fair's records.
 */
const listColumns: Record<SubmissionKind, readonly (Column & { field: string })[]> = {
  inquiries: [
    { title: 'Received (UTC)', width: 16, field: 'receivedAt' },
    { title: 'Event', width: 18, field: 'event' },
    { title: 'Name', width: 20, field: 'fullName' },
    { title: 'Email', width: 26, field: 'emailAddress' },
    { title: 'Phone', width: 16, field: 'phoneNumber' },
    { title: 'Course', width: 20, field: 'interestedCourse' },
    { title: 'Subject', width: 26, field: 'subject' },
  ],
  applications: [
    { title: 'Received (UTC)', width: 16, field: 'receivedAt' },
    { title: 'Event', width: 18, field: 'event' },
    { title: 'Name', width: 20, field: 'fullName' },
    { title: 'Email', width: 26, field: 'email' },
    { title: 'Phone', width: 16, field: 'phone' },
    { title: 'Course', width: 20, field: 'courseOfInterest' },
    { title: 'Education', width: 18, field: 'levelOfEducation' },
  ],
};

/** `--set fullName=Priya Raman`: each field to correct and its new text. */
function parseChanges(sets: readonly string[]): Record<string, string> {
  if (sets.length === 0)
    throw new CliError(`Say what to correct with --set <field>=<value>\n${usage}`);
  const changes: Record<string, string> = {};
  for (const set of sets) {
    const at = set.indexOf('=');
    if (at <= 0) throw new CliError(`--set needs <field>=<value> (got "${set}")\n${usage}`);
    changes[set.slice(0, at).trim()] = set.slice(at + 1);
  }
  return changes;
}

/** `--only a,b`: the ids of the records to erase, as the preview lists them. */
function parseOnly(only: string | undefined): string[] | undefined {
  if (only === undefined) return undefined;
  const ids = only
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new CliError(`--only needs at least one record id\n${usage}`);
  return ids;
}

/** The command the arguments ask for; refuses bad ones with the usage. */
export function parseSubmissionsCommand(args: string[]): Command {
  const { positionals, values } = parseCommandLine(
    args,
    {
      kind: { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string' },
      event: { type: 'string' },
      email: { type: 'string' },
      phone: { type: 'string' },
      yes: { type: 'boolean' },
      only: { type: 'string' },
      set: { type: 'string', multiple: true },
      request: { type: 'string' },
      method: { type: 'string' },
      reference: { type: 'string' },
      reason: { type: 'string' },
      answer: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
    usage,
  );
  const [command, argument] = positionals;
  const one = positionals.length === 1;
  const withId = positionals.length === 2 && argument !== undefined;
  if (command === 'find' && one) {
    const person = parsePerson(values);
    return (db) => find(db, person);
  }
  if (command === 'erase' && one) {
    const person = parsePerson(values);
    const only = parseOnly(values.only);
    return (db) => erase(db, person, { confirmed: values.yes === true, only });
  }
  if (command === 'requests' && withId && argument === 'list') return listRequests;
  if (command === 'requests' && positionals.length === 3 && argument === 'done') {
    const id = positionals[2] ?? '';
    return (db) => requestDone(db, id);
  }
  if (command === 'guardians' && one) return listGuardiansToVerify;
  if (command === 'withdrawals' && one) return listWithdrawalsCommand;
  if (
    command === 'withdrawals' &&
    positionals.length === 3 &&
    (argument === 'undo' || argument === 'erase')
  ) {
    const requestId = positionals[2] ?? '';
    return (db) => settleWithdrawal(db, argument, requestId);
  }
  if (command === 'verified' && withId) {
    const checked = checkGuardianVerification(values.method ?? '', values.reference ?? '');
    if (!checked.ok) {
      throw new CliError(
        `${checked.message} (--method ${Object.keys(guardianVerificationMethods).join('|')} --reference "<what the evidence was>")\n${usage}`,
      );
    }
    return (db) => guardianVerified(db, argument, checked.method, checked.reference);
  }
  if (command === 'not-verified' && withId) {
    const reason = values.reason ?? '';
    if (!isGuardianNotVerifiedReason(reason)) {
      throw new CliError(
        `Say why the guardian could not be verified. (--reason ${Object.keys(guardianNotVerifiedReasons).join('|')})\n${usage}`,
      );
    }
    return (db) => guardianNotVerified(db, argument, reason);
  }
  if (command === 'age' && withId) {
    const answer = values.answer ?? '';
    if (!isApplicantAgeAnswer(answer)) {
      throw new CliError(
        `Say what the applicant told you. (--answer ${Object.keys(applicantAgeAnswers).join('|')})\n${usage}`,
      );
    }
    return (db) => applicantAge(db, argument, answer);
  }
  if (command === 'purge' && one) {
    const { retention, auditRetentionDays } = cliConfig();
    return (db) => purge(db, retention, auditRetentionDays, values['dry-run'] === true);
  }
  if (command === 'correct' && withId) {
    const changes = parseChanges(values.set ?? []);
    const requestId = values.request?.trim() || undefined;
    return (db) => correct(db, argument, changes, requestId);
  }
  if (command === 'access' && one) {
    const person = parsePerson(values);
    const { retention, hostingProvider } = cliConfig();
    return async (db) => {
      const summary = await accessSummary(db, {
        person,
        retention,
        hostingProvider,
        now: new Date(),
      });
      // Before the document leaves: a summary cut short is still in the trail.
      await recordAudit(db, 'access', summary.records, personOptions(person));
      await write(summary.text);
    };
  }
  if (command === 'contacts' && one) {
    const options = values.output === undefined ? [] : ['--output'];
    return (db) =>
      withOutput(values.output, (out) => listContacts(db, out, options).then(() => {}));
  }
  if (command === 'audit' && one) return printAudit;
  if (command === 'audit' && withId && argument === 'verify') return verifyAudit;
  if (!one || (command !== 'list' && command !== 'export')) {
    throw new CliError(usage);
  }
  const kind = values.kind as SubmissionKind;
  if (!kinds.includes(kind))
    throw new CliError(`--kind must be inquiries or applications\n${usage}`);
  const filter = parseFilter(values.event);
  // The event's name is not kept in the trail: only that one was asked for.
  const options = ['--kind', kind, ...(filter.event === undefined ? [] : ['--event'])];
  if (command === 'list') {
    return async (db) => {
      const count = await countSubmissions(db, kind, filter);
      // Before the records leave: a listing cut short is still in the trail.
      await recordAudit(db, 'list', count, options);
      await list(db, kind, filter, count);
    };
  }

  const format = (values.format ?? '') as Format;
  if (!formats.includes(format)) throw new CliError(`--format must be csv or json\n${usage}`);
  const exporter = format === 'csv' ? exportCsv : exportJson;
  return async (db) => {
    // Before the records leave: an export cut short (a full disk, a crash) is still in the trail.
    const count = await countSubmissions(db, kind, filter);
    await recordAudit(db, 'export', count, [...options, '--format', format]);
    await withOutput(values.output, (out) => exporter(db, kind, filter, out).then(() => {}));
  };
}

/** Whose data: an email, a phone, or both (a record matching either is theirs). */
function parsePerson(values: { email?: string; phone?: string }): Person {
  const checked = checkPerson(values.email, values.phone);
  if (!checked.ok) throw new CliError(`${checked.message} (--email, --phone)\n${usage}`);
  return checked.person;
}

/** An event's name is stored trimmed: `--event " Chennai fair "` means "Chennai fair". */
function parseFilter(event: string | undefined): SubmissionFilter {
  if (event === undefined) return {};
  const name = event.trim();
  if (name === '') throw new CliError(`--event needs the event's name\n${usage}`);
  return { event: name };
}

/** Prints the records as a table, then `total`: how many the filter kept as the listing began. */
async function list(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter,
  total: number,
): Promise<void> {
  const columns = listColumns[kind];
  await write(tableHeader(columns));
  for await (const record of allSubmissions(db, kind, filter)) {
    const view = staffView(record);
    const cells = columns.map(({ field }) =>
      field === 'receivedAt'
        ? (view[field] ?? '').slice(0, 16).replace('T', ' ')
        : (view[field] ?? ''),
    );
    await write(tableRow(columns, cells));
  }
  await write(`Total: ${total}\n`);
}

async function exportJson(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter,
  out: Writable,
): Promise<number> {
  await write('[', out);
  let count = 0;
  let first = true;
  for await (const record of allSubmissions(db, kind, filter)) {
    const view = staffView(record);
    const entries = (names: readonly string[]) =>
      Object.fromEntries(names.map((name) => [name, view[name] ?? '']));
    const renamed = (names: Readonly<Record<string, string>>) =>
      Object.fromEntries(Object.entries(names).map(([column, field]) => [field, view[column]]));
    const json = {
      ...entries(fields[kind]),
      source: record.source && entries(sourceFields),
      consent: record.consent && renamed(consentFields),
      ...('guardian' in record && {
        minor: record.minor,
        guardian: record.guardian && renamed(guardianFields),
        guardianVerifiedAt: record.guardianVerifiedAt,
      }),
    };
    await write(`${first ? '\n' : ',\n'}  ${JSON.stringify(json)}`, out);
    first = false;
    count += 1;
  }
  await write(first ? ']\n' : '\n]\n', out);
  return count;
}

async function exportCsv(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter,
  out: Writable,
): Promise<number> {
  await write(csvHeader(kind), out);
  let count = 0;
  for await (const record of allSubmissions(db, kind, filter)) {
    await write(csvRecord(kind, record), out);
    count += 1;
  }
  return count;
}
