import type { StaffRole } from '../../domain/staff-accounts.ts';
import { staffRequest } from './client.ts';
import type { Account, AccountWithKeys, EnrolmentLink } from './types.ts';

export interface NewAccount {
  name: string;
  email: string;
  role: StaffRole;
}

export async function fetchAccounts(): Promise<AccountWithKeys[]> {
  return (await staffRequest<{ accounts: AccountWithKeys[] }>('GET', '/accounts')).accounts;
}

export function addAccount(person: NewAccount): Promise<EnrolmentLink & { account: Account }> {
  return staffRequest('POST', '/accounts', person);
}

/** A new link; the server revokes the person's passkeys and sessions with it. */
export function newEnrolmentLink(id: string): Promise<EnrolmentLink> {
  return staffRequest('POST', `/accounts/${encodeURIComponent(id)}/enrolment-link`);
}

export async function setDisabled(id: string, disabled: boolean): Promise<Account> {
  const action = disabled ? 'disable' : 'enable';
  const path = `/accounts/${encodeURIComponent(id)}/${action}`;
  return (await staffRequest<{ account: Account }>('POST', path)).account;
}

export async function removePasskey(accountId: string, passkeyId: string): Promise<void> {
  const path = `/accounts/${encodeURIComponent(accountId)}/passkeys/${encodeURIComponent(passkeyId)}`;
  await staffRequest('DELETE', path);
}
