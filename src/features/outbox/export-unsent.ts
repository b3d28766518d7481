/**
 * The counsellor's way out when a device never comes back online: every field of every unsent
 * submission as CSV (safe against formula injection, like the server's export) and as JSON.
 */
import { byteOrderMark, csvRow } from '../../domain/csv.ts';
import type { OutboxRecord, UnreadableRecord } from '../../lib/outbox/index.ts';

const payloadFields = [
  'fullName',
  'email',
  'emailAddress',
  'phone',
  'phoneNumber',
  'address',
  'courseOfInterest',
  'interestedCourse',
  'levelOfEducation',
  'subject',
  'message',
] as const;

interface ExportedRecord {
  kind: string;
  savedAt: string;
  status: string;
  lastError: string;
  idempotencyKey: string;
  fields: Record<string, string>;
}

function exported(record: OutboxRecord): ExportedRecord {
  return {
    kind: record.kind,
    savedAt: new Date(record.savedAt).toISOString(),
    status: record.status,
    lastError: record.lastError ?? '',
    idempotencyKey: record.key,
    fields: { ...record.payload },
  };
}

export function unsentCsv(records: readonly OutboxRecord[]): string {
  const head = ['kind', 'savedAt', 'status', 'lastError', 'idempotencyKey', ...payloadFields];
  const rows = records.map((record) => {
    const row = exported(record);
    return csvRow([
      row.kind,
      row.savedAt,
      row.status,
      row.lastError,
      row.idempotencyKey,
      ...payloadFields.map((field) => row.fields[field] ?? ''),
    ]);
  });
  return byteOrderMark + csvRow(head) + rows.join('');
}

/** What can no longer be read goes into the JSON as it is stored, for a person to make sense of. */
export function unsentJson(
  records: readonly OutboxRecord[],
  unreadable: readonly UnreadableRecord[] = [],
): string {
  const damaged = unreadable.map(({ stored }) => ({ status: 'unreadable', stored }));
  return `${JSON.stringify([...records.map(exported), ...damaged], null, 2)}\n`;
}

export function downloadUnsent(
  records: readonly OutboxRecord[],
  unreadable: readonly UnreadableRecord[],
  format: 'csv' | 'json',
) {
  const text = format === 'csv' ? unsentCsv(records) : unsentJson(records, unreadable);
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json';
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `unsent-submissions-${new Date().toISOString().slice(0, 10)}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the data must not linger in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
