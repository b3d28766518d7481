/**
 * npm run submissions -- list|export --kind inquiries|applications [--format csv|json]
 *   [--event <name>]
 * Staff read what visitors sent here, never over HTTP. `list` prints a table; `export` writes
 * every field of every record and where it was collected, oldest first, to standard output or
 * to --output <file>. `--event` keeps one event's records.
 */
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { byteOrderMark, csvRow } from '../../src/domain/csv.ts';
import type { Db } from '../db/connect.ts';
import {
  allSubmissions,
  countSubmissions,
  type SubmissionFilter,
  type SubmissionKind,
  type SubmissionRecord,
} from '../db/submissions.ts';
import { withoutDirectionControls } from './direction-controls.ts';
import { CliError, type Command, runCli, withOutput, write } from './run-cli.ts';
import { type Column, tableHeader, tableRow } from './table.ts';

const usage = `Usage:
  npm run submissions -- list --kind inquiries|applications [--event "<name>"]
  npm run submissions -- export --kind inquiries|applications --format csv|json [--event "<name>"] --output <file>
  npm run -s submissions -- export --kind inquiries|applications --format csv|json [--event "<name>"] > <file>
(-s keeps npm's own banner out of standard output. --event keeps only the records collected at
the event of exactly that name.)`;

const kinds: readonly SubmissionKind[] = ['inquiries', 'applications'];
const formats = ['csv', 'json'] as const;
type Format = (typeof formats)[number];

/** Where a record was collected, as CSV columns: empty for one sent outside event mode. */
const sourceFields = ['event', 'counsellor', 'device', 'collectedAt'] as const;

/** Export columns, in order: every stored field and the time it arrived (then its source). */
const fields: Record<SubmissionKind, readonly string[]> = {
  inquiries: [
    'id',
    'fullName',
    'emailAddress',
    'phoneNumber',
    'interestedCourse',
    'subject',
    'message',
    'receivedAt',
  ],
  applications: [
    'id',
    'fullName',
    'email',
    'phone',
    'address',
    'courseOfInterest',
    'levelOfEducation',
    'message',
    'receivedAt',
  ],
};

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

function parse(args: string[]): Command {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${usage}`);
  }
  const { positionals, values } = parsed;
  const [command] = positionals;
  if (positionals.length !== 1 || (command !== 'list' && command !== 'export')) {
    throw new CliError(usage);
  }
  const kind = values.kind as SubmissionKind;
  if (!kinds.includes(kind))
    throw new CliError(`--kind must be inquiries or applications\n${usage}`);
  const filter = parseFilter(values.event);
  if (command === 'list') return (db) => list(db, kind, filter);

  const format = (values.format ?? '') as Format;
  if (!formats.includes(format)) throw new CliError(`--format must be csv or json\n${usage}`);
  const exporter = format === 'csv' ? exportCsv : exportJson;
  return (db) => withOutput(values.output, (out) => exporter(db, kind, filter, out));
}

/** An event's name is stored trimmed: `--event " Chennai fair "` means "Chennai fair". */
function parseFilter(event: string | undefined): SubmissionFilter {
  if (event === undefined) return {};
  const name = event.trim();
  if (name === '') throw new CliError(`--event needs the event's name\n${usage}`);
  return { event: name };
}

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string' },
      event: { type: 'string' },
    },
  });
}

/**
 * A record's fields as staff see them, in the list and in both exports, its source's among them
 * ('' without one).
 */
function staffView(record: SubmissionRecord): Readonly<Record<string, string>> {
  const values: Readonly<Record<string, unknown>> = { ...record, ...record.source };
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      typeof value === 'string' ? withoutDirectionControls(value) : '',
    ]),
  );
}

const pick = (view: Readonly<Record<string, string>>, names: readonly string[]) =>
  names.map((name) => view[name] ?? '');

async function list(db: Db, kind: SubmissionKind, filter: SubmissionFilter): Promise<void> {
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
  await write(`Total: ${await countSubmissions(db, kind, filter)}\n`);
}

async function exportJson(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter,
  out: Writable,
): Promise<void> {
  await write('[', out);
  let first = true;
  for await (const record of allSubmissions(db, kind, filter)) {
    const view = staffView(record);
    const entries = (names: readonly string[]) =>
      Object.fromEntries(names.map((name) => [name, view[name] ?? '']));
    const json = { ...entries(fields[kind]), source: record.source && entries(sourceFields) };
    await write(`${first ? '\n' : ',\n'}  ${JSON.stringify(json)}`, out);
    first = false;
  }
  await write(first ? ']\n' : '\n]\n', out);
}

async function exportCsv(
  db: Db,
  kind: SubmissionKind,
  filter: SubmissionFilter,
  out: Writable,
): Promise<void> {
  const columns = [...fields[kind], ...sourceFields];
  await write(byteOrderMark + csvRow(columns), out);
  for await (const record of allSubmissions(db, kind, filter)) {
    await write(csvRow(pick(staffView(record), columns)), out);
  }
}

await runCli(() => parse(process.argv.slice(2)));
