/**
 * What the daily purge removes of staff sign-in: sessions that would be refused anyway, and
 * failed sign-ins older than any limit looks back. Neither is personal data kept for a purpose.
 */
import type { StaffSessionLimits } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { purgeSignInFailures } from '../db/staff-challenges.ts';
import { purgeDeadSessions } from '../db/staff-sessions.ts';

const dayMs = 24 * 60 * 60 * 1000;

export async function purgeStaffLeftovers(
  db: Db,
  now: Date,
  limits: StaffSessionLimits,
): Promise<void> {
  await purgeDeadSessions(db, now, limits);
  await purgeSignInFailures(db, new Date(now.getTime() - dayMs));
}
