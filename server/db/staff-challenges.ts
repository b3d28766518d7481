/**
 * WebAuthn challenges between the options and the answer, and failed sign-ins per account. Both
 * live in the database: the two requests of a ceremony may reach different server instances, and
 * a per-account limit counted by each instance alone would multiply with their number.
 */
import type { Db } from './connect.ts';

export async function saveChallenge(
  db: Db,
  id: string,
  challenge: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Forgotten ceremonies go here rather than on a timer; the index keeps it cheap.
    await trx
      .deleteFrom('staffChallenges')
      .where((eb) => eb.or([eb('id', '=', id), eb('expiresAt', '<=', now.toISOString())]))
      .execute();
    await trx
      .insertInto('staffChallenges')
      .values({ id, challenge, expiresAt: expiresAt.toISOString() })
      .execute();
  });
}

/** The challenge, once: taking it deletes it, so an answer can never be replayed. */
export async function takeChallenge(db: Db, id: string, now: Date): Promise<string | undefined> {
  const row = await db
    .deleteFrom('staffChallenges')
    .where('id', '=', id)
    .returning(['challenge', 'expiresAt'])
    .executeTakeFirst();
  return row && now.toISOString() < row.expiresAt ? row.challenge : undefined;
}

export async function recordSignInFailure(db: Db, accountId: string, now: Date): Promise<void> {
  await db.insertInto('staffSignInFailures').values({ accountId, at: now.toISOString() }).execute();
}

export async function countSignInFailures(db: Db, accountId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('staffSignInFailures')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('accountId', '=', accountId)
    .where('at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function purgeSignInFailures(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('staffSignInFailures').where('at', '<=', before.toISOString()).execute();
}
