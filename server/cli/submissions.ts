/**
 * npm run submissions -- list|export --kind inquiries|applications [--format csv|json]
 * Staff read what visitors sent here, never over HTTP. `list` prints a table; `export` writes
 * every field of every record, oldest first, to standard output or to --output <file>.
 */
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { byteOrderMark, csvRow } from '../../src/domain/csv.ts';
import type { Db } from '../db/connect.ts';
import {
  allSubmissions,
  countSubmissions,
  type SubmissionKind,
  type SubmissionRecord,
} from '../db/submissions.ts';
import { withoutDirectionControls } from './direction-controls.ts';
import { CliError, type Command, runCli, withOutput, write } from './run-cli.ts';
import { type Column, tableHeader, tableRow } from './table.ts';

const usage = `Usage:
  npm run submissions -- list --kind inquiries|applications
  npm run submissions -- export --kind inquiries|applications --format csv|json --output <file>
  npm run -s submissions -- export --kind inquiries|applications --format csv|json > <file>
(-s keeps npm's own banner out of standard output.)`;

const kinds: readonly SubmissionKind[] = ['inquiries', 'applications'];
const formats = ['csv', 'json'] as const;
type Format = (typeof formats)[number];

/** Export columns, in order: every stored field and the time it arrived. */
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

/** The list view: the fields a counsellor scans for, in a terminal's width. */
const listColumns: Record<SubmissionKind, readonly (Column & { field: string })[]> = {
  inquiries: [
    { title: 'Received (UTC)', width: 16, field: 'receivedAt' },
    { title: 'Name', width: 22, field: 'fullName' },
    { title: 'Email', width: 28, field: 'emailAddress' },
    { title: 'Phone', width: 16, field: 'phoneNumber' },
    { title: 'Course', width: 22, field: 'interestedCourse' },
    { title: 'Subject', width: 30, field: 'subject' },
  ],
  applications: [
    { title: 'Received (UTC)', width: 16, field: 'receivedAt' },
    { title: 'Name', width: 22, field: 'fullName' },
    { title: 'Email', width: 28, field: 'email' },
    { title: 'Phone', width: 16, field: 'phone' },
    { title: 'Course', width: 22, field: 'courseOfInterest' },
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
  if (command === 'list') return (db) => list(db, kind);

  const format = (values.format ?? '') as Format;
  if (!formats.includes(format)) throw new CliError(`--format must be csv or json\n${usage}`);
  const exporter = format === 'csv' ? exportCsv : exportJson;
  return (db) => withOutput(values.output, (out) => exporter(db, kind, out));
}

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { kind: { type: 'string' }, format: { type: 'string' }, output: { type: 'string' } },
  });
}

/** A field as staff see it, in the list and in both exports. */
const cell = (record: SubmissionRecord, field: string): string =>
  withoutDirectionControls(String((record as unknown as Record<string, unknown>)[field] ?? ''));

async function list(db: Db, kind: SubmissionKind): Promise<void> {
  const columns = listColumns[kind];
  await write(tableHeader(columns));
  for await (const record of allSubmissions(db, kind)) {
    const cells = columns.map(({ field }) =>
      field === 'receivedAt'
        ? cell(record, field).slice(0, 16).replace('T', ' ')
        : cell(record, field),
    );
    await write(tableRow(columns, cells));
  }
  await write(`Total: ${await countSubmissions(db, kind)}\n`);
}

async function exportJson(db: Db, kind: SubmissionKind, out: Writable): Promise<void> {
  await write('[', out);
  let first = true;
  for await (const record of allSubmissions(db, kind)) {
    const ordered = Object.fromEntries(fields[kind].map((field) => [field, cell(record, field)]));
    await write(`${first ? '\n' : ',\n'}  ${JSON.stringify(ordered)}`, out);
    first = false;
  }
  await write(first ? ']\n' : '\n]\n', out);
}

async function exportCsv(db: Db, kind: SubmissionKind, out: Writable): Promise<void> {
  await write(byteOrderMark + csvRow(fields[kind]), out);
  for await (const record of allSubmissions(db, kind)) {
    await write(csvRow(fields[kind].map((field) => cell(record, field))), out);
  }
}

await runCli(() => parse(process.argv.slice(2)));
