/**
 * Staff sessions, in the database so every server instance on one PostgreSQL shares them. The
 * cookie holds a random token; the table holds only its hash.
 */
import type { StaffSessionLimits } from '../config.ts';
import { newToken, tokenHash } from '../staff/tokens.ts';
import type { Db } from './connect.ts';
import { type StaffAccount, staffAccountColumns, toStaffAccount } from './staff-accounts.ts';

const hourMs = 60 * 60 * 1000;

/**
 * last_seen_at is written at most this often: a page making many requests a minute does not
 * turn each into a write, and idle expiry is still right to the minute.
 */
const lastSeenResolutionMs = 60_000;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  accountId: string,
  now: Date,
  limits: StaffSessionLimits,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + limits.maxDays * 24 * hourMs);
  await db
    .insertInto('staffSessions')
    .values({
      tokenHash: tokenHash(token),
      accountId,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The signed-in account, or undefined when the token names no live session: unknown, idle too
 * long, past its absolute end, or its account disabled. A dead session is deleted on the way.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  limits: StaffSessionLimits,
): Promise<StaffAccount | undefined> {
  const hash = tokenHash(token);
  const row = await db
    .selectFrom('staffSessions')
    .innerJoin('staffAccounts', 'staffAccounts.id', 'staffSessions.accountId')
    .select(['staffSessions.lastSeenAt', 'staffSessions.expiresAt', ...staffAccountColumns])
    .where('staffSessions.tokenHash', '=', hash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { lastSeenAt, expiresAt, ...account } = row;
  const idleSince = now.getTime() - Date.parse(lastSeenAt);
  const alive =
    account.disabledAt === null &&
    now.getTime() < Date.parse(expiresAt) &&
    idleSince < limits.idleHours * hourMs;
  if (!alive) {
    await db.deleteFrom('staffSessions').where('tokenHash', '=', hash).execute();
    return undefined;
  }
  if (idleSince >= lastSeenResolutionMs) {
    await db
      .updateTable('staffSessions')
      .set({ lastSeenAt: now.toISOString() })
      .where('tokenHash', '=', hash)
      .execute();
  }
  return toStaffAccount(account);
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('staffSessions').where('tokenHash', '=', tokenHash(token)).execute();
}

/** Every session of the account, on every device; returns how many ended. */
export async function endAccountSessions(db: Db, accountId: string): Promise<number> {
  const result = await db
    .deleteFrom('staffSessions')
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions past their absolute end or idle too long: they would be refused anyway. */
export async function purgeDeadSessions(
  db: Db,
  now: Date,
  limits: StaffSessionLimits,
): Promise<void> {
  const idleCutoff = new Date(now.getTime() - limits.idleHours * hourMs).toISOString();
  await db
    .deleteFrom('staffSessions')
    .where((eb) =>
      eb.or([eb('expiresAt', '<=', now.toISOString()), eb('lastSeenAt', '<=', idleCutoff)]),
    )
    .execute();
}
