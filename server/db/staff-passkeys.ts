/** Passkeys (WebAuthn credentials) as stored: public keys only, never a secret. */
import type { Db } from './connect.ts';
import type { StaffAccountTable } from './schema.ts';
import { staffAccountColumns } from './staff-accounts.ts';

export interface StoredPasskey {
  id: string;
  accountId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

export async function insertPasskey(
  db: Db,
  passkey: StoredPasskey & { label: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('staffPasskeys')
    .values({
      id: passkey.id,
      accountId: passkey.accountId,
      publicKey: Buffer.from(passkey.publicKey).toString('base64url'),
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      label: passkey.label,
      createdAt: now.toISOString(),
      lastUsedAt: null,
    })
    .execute();
}

/** The passkey with that credential id and its account, whatever the account's state. */
export async function findPasskey(
  db: Db,
  id: string,
): Promise<{ passkey: StoredPasskey; account: StaffAccountTable } | undefined> {
  const row = await db
    .selectFrom('staffPasskeys')
    .innerJoin('staffAccounts', 'staffAccounts.id', 'staffPasskeys.accountId')
    .select([
      'staffPasskeys.id as passkeyId',
      'staffPasskeys.publicKey',
      'staffPasskeys.counter',
      'staffPasskeys.transports',
      ...staffAccountColumns,
    ])
    .where('staffPasskeys.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { passkeyId, publicKey, counter, transports, ...account } = row;
  return {
    passkey: {
      id: passkeyId,
      accountId: account.id,
      publicKey: Buffer.from(publicKey, 'base64url'),
      counter: Number(counter),
      transports: JSON.parse(transports) as string[],
    },
    account,
  };
}

/** An account's passkeys (so the same authenticator is not registered twice). */
export async function accountPasskeys(db: Db, accountId: string): Promise<StoredPasskey[]> {
  const rows = await db
    .selectFrom('staffPasskeys')
    .select(['id', 'accountId', 'publicKey', 'counter', 'transports'])
    .where('accountId', '=', accountId)
    .execute();
  return rows.map((row) => ({
    ...row,
    publicKey: Buffer.from(row.publicKey, 'base64url'),
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
  }));
}

export async function recordPasskeyUse(
  db: Db,
  id: string,
  counter: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('staffPasskeys')
    .set({ counter, lastUsedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** False when the account has no passkey with that id. */
export async function deletePasskey(db: Db, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('staffPasskeys')
    .where('accountId', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Returns how many went. */
export async function deleteAccountPasskeys(db: Db, accountId: string): Promise<number> {
  const result = await db
    .deleteFrom('staffPasskeys')
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
