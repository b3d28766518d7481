/**
 * The inbox's export: the leads a filter keeps, as the CLI's CSV of their kind (the same
 * columns, formula-safe), in the inbox's order. One kind at a time, as the CLI exports: the two
 * kinds have different columns.
 */
import { csvHeader, csvRecord } from '../submissions/staff-view.ts';
import type { Db } from './connect.ts';
import { recordExport, type StaffRef } from './lead-changes.ts';
import { filtered, type LeadClock, type LeadFilter, leadsNewestFirst } from './leads.ts';
import { allSubmissions, type SubmissionKind, type SubmissionRecord } from './submissions.ts';

const pageSize = 1000;

export interface LeadExport {
  csv: string;
  /** Leads in it; each has an `exported` entry on its timeline. */
  count: number;
}

/**
 * Reads every lead the filter keeps with its submission, records the export on each lead's
 * timeline, and only then returns the CSV.
 */
export async function exportLeadsCsv(
  db: Db,
  filter: LeadFilter & { kind: SubmissionKind },
  actor: StaffRef,
  clock: LeadClock,
  /** Given the number of leads exported; written with their timeline entries. */
  also?: (trx: Db, count: number) => Promise<void>,
): Promise<LeadExport> {
  const { kind } = filter;
  const lines = [csvHeader(kind)];
  const ids: string[] = [];
  let after: { receivedAt: string; id: string } | undefined;
  for (;;) {
    const page = await leadsNewestFirst(
      filtered(db.selectFrom('leads').select(['id', 'receivedAt']), filter, clock),
      after,
      pageSize,
    ).execute();
    const records = new Map<string, SubmissionRecord>();
    if (page.length > 0) {
      const wanted = { ids: page.map((lead) => lead.id) };
      for await (const record of allSubmissions(db, kind, wanted)) records.set(record.id, record);
    }
    for (const lead of page) {
      const record = records.get(lead.id);
      if (record === undefined) continue;
      lines.push(csvRecord(kind, record));
      ids.push(lead.id);
    }
    after = page.at(-1);
    if (page.length < pageSize) break;
  }
  await recordExport(db, ids, actor, clock.now, also && ((trx) => also(trx, ids.length)));
  return { csv: lines.join(''), count: ids.length };
}
