/** Staff accounts and their passkeys, as the workspace's API and the staff CLI read them. */
import type { StaffAccountInput, StaffRole } from '../../src/domain/staff-accounts.ts';
import type { Db } from './connect.ts';
import { isUniqueViolation } from './errors.ts';
import type { StaffAccountTable } from './schema.ts';
import { byTextIgnoringCase } from './text-order.ts';

/** An account as the API shows it (docs/product.md §7.6: Account). */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
}

/** Who an account is, as every colleague may see it: no email, no passkeys. */
export type StaffPerson = Omit<StaffAccount, 'email'>;

export interface StaffPasskeySummary {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface StaffAccountWithKeys extends StaffAccount {
  passkeys: StaffPasskeySummary[];
  enrolmentPending: boolean;
  enrolmentExpiresAt: string | null;
}

/** An account's columns, for a query that joins its table (see toStaffAccount). */
export const staffAccountColumns = [
  'staffAccounts.id',
  'staffAccounts.email',
  'staffAccounts.name',
  'staffAccounts.role',
  'staffAccounts.disabledAt',
  'staffAccounts.createdAt',
] as const;

export function toStaffAccount(row: StaffAccountTable): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
  };
}

/** 'email-taken' when someone already has that (normalised) email. */
export async function insertStaffAccount(
  db: Db,
  account: StaffAccountInput & { id: string },
  now: Date,
): Promise<StaffAccount | 'email-taken'> {
  const row: StaffAccountTable = { ...account, disabledAt: null, createdAt: now.toISOString() };
  try {
    await db.insertInto('staffAccounts').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
  return toStaffAccount(row);
}

export async function findStaffAccount(db: Db, id: string): Promise<StaffAccount | undefined> {
  const row = await db
    .selectFrom('staffAccounts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toStaffAccount(row);
}

export async function findStaffAccountByEmail(
  db: Db,
  email: string,
): Promise<StaffAccount | undefined> {
  const row = await db
    .selectFrom('staffAccounts')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row && toStaffAccount(row);
}

/** Undefined when no account has that id. */
export async function setStaffAccountDisabled(
  db: Db,
  id: string,
  disabledAt: Date | null,
): Promise<StaffAccount | undefined> {
  await db
    .updateTable('staffAccounts')
    .set({ disabledAt: disabledAt?.toISOString() ?? null })
    .where('id', '=', id)
    .execute();
  return findStaffAccount(db, id);
}

/** Every account, disabled ones too (a lead may still be assigned to one), by name. */
export async function listStaffPeople(db: Db): Promise<StaffPerson[]> {
  const rows = await db
    .selectFrom('staffAccounts')
    .select(['id', 'name', 'role', 'disabledAt'])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      disabled: row.disabledAt !== null,
    }))
    .sort((a, b) => byTextIgnoringCase(a.name, b.name) || (a.id < b.id ? -1 : 1));
}

/** Every account by name, with its passkeys and whether an enrolment link still waits. */
export async function listStaffAccounts(db: Db, now: Date): Promise<StaffAccountWithKeys[]> {
  const accounts = await db.selectFrom('staffAccounts').selectAll().orderBy('name').execute();
  const passkeys = await db
    .selectFrom('staffPasskeys')
    .select(['id', 'accountId', 'label', 'createdAt', 'lastUsedAt'])
    .orderBy('createdAt')
    .execute();
  const links = await db
    .selectFrom('staffEnrolmentTokens')
    .select(['accountId', 'expiresAt'])
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .execute();
  return accounts.map((row) => {
    const expiresAt =
      links
        .filter((link) => link.accountId === row.id)
        .map((link) => link.expiresAt)
        .sort()
        .at(-1) ?? null;
    return {
      ...toStaffAccount(row),
      passkeys: passkeys
        .filter((key) => key.accountId === row.id)
        .map(({ accountId: _, ...key }) => key),
      enrolmentPending: expiresAt !== null,
      enrolmentExpiresAt: expiresAt,
    };
  });
}
