/** One-time enrolment links: the token's hash, its account, when it ends and when it was used. */
import { enrolmentLinkHours } from '../../src/domain/staff-accounts.ts';
import { newToken, tokenHash } from '../staff/tokens.ts';
import type { Db } from './connect.ts';
import { type StaffAccount, toStaffAccount } from './staff-accounts.ts';

export interface IssuedEnrolment {
  token: string;
  expiresAt: Date;
}

/** A new link for the account; any earlier one stops working. */
export async function issueEnrolmentToken(
  db: Db,
  accountId: string,
  now: Date,
): Promise<IssuedEnrolment> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + enrolmentLinkHours * 60 * 60 * 1000);
  await db.deleteFrom('staffEnrolmentTokens').where('accountId', '=', accountId).execute();
  await db
    .insertInto('staffEnrolmentTokens')
    .values({
      tokenHash: tokenHash(token),
      accountId,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      usedAt: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The account a link enrols, while the link is unused, unexpired and the account enabled. */
export async function findEnrolment(
  db: Db,
  token: string,
  now: Date,
): Promise<StaffAccount | undefined> {
  const row = await db
    .selectFrom('staffEnrolmentTokens')
    .innerJoin('staffAccounts', 'staffAccounts.id', 'staffEnrolmentTokens.accountId')
    .selectAll('staffAccounts')
    .where('staffEnrolmentTokens.tokenHash', '=', tokenHash(token))
    .where('staffEnrolmentTokens.usedAt', 'is', null)
    .where('staffEnrolmentTokens.expiresAt', '>', now.toISOString())
    .where('staffAccounts.disabledAt', 'is', null)
    .executeTakeFirst();
  return row && toStaffAccount(row);
}

/** False when the link was used meanwhile (two tabs racing): only one use wins. */
export async function markEnrolmentUsed(db: Db, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staffEnrolmentTokens')
    .set({ usedAt: now.toISOString() })
    .where('tokenHash', '=', tokenHash(token))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
