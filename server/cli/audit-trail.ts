/**
 * Every CLI command that reads or removes personal data leaves an entry: when, which command, how
 * many records and the operating-system user who ran it. Its filter names the options used and
 * keeps only values that are not personal (a kind, a format): "--email", never the address.
 */
import { userInfo } from 'node:os';
import { writeAuditEntry } from '../db/audit.ts';
import type { Db } from '../db/connect.ts';

export async function recordAudit(
  db: Db,
  command: string,
  recordCount: number,
  options: readonly string[],
): Promise<void> {
  await writeAuditEntry(db, {
    at: new Date().toISOString(),
    command,
    recordCount,
    osUser: userInfo().username,
    filter: options.join(' '),
  });
}
