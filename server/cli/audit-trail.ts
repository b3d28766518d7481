/**
 * Every CLI command that reads or removes personal data leaves an entry: when, which command, how
 * many records and the operating-system user who ran it. Its filter names the options used and
 * keeps only values that are not personal (a kind, a format): "--email", never the address.
 */
import { userInfo } from 'node:os';
import { auditAction } from '../db/audit.ts';
import type { Db } from '../db/connect.ts';

/** The operator running this CLI. */
export function operator(): { osUser: string } {
  return { osUser: userInfo().username };
}

export async function recordAudit(
  db: Db,
  command: string,
  recordCount: number,
  options: readonly string[],
): Promise<void> {
  await auditAction(db, operator(), { command, recordCount, filter: options, at: new Date() });
}
