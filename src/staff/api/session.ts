import { staffRequest } from './client.ts';
import type {
  Account,
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from './types.ts';

/** The signed-in account; a StaffApiError with status 401 when no one is signed in. */
export async function fetchSession(): Promise<Account> {
  return (await staffRequest<{ account: Account }>('GET', '/session')).account;
}

export function fetchSignInOptions(): Promise<{
  attempt: string;
  options: PublicKeyCredentialRequestOptionsJSON;
}> {
  return staffRequest('POST', '/sign-in/options', {});
}

export async function signIn(attempt: string, response: AuthenticationResponseJSON) {
  return (await staffRequest<{ account: Account }>('POST', '/sign-in', { attempt, response }))
    .account;
}

export async function signOut(): Promise<void> {
  await staffRequest('POST', '/sign-out');
}

export async function signOutEverywhere(): Promise<void> {
  await staffRequest('POST', '/sign-out-everywhere');
}
