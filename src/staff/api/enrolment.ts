import { staffRequest } from './client.ts';
import type {
  Account,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from './types.ts';

export interface EnrolmentOptions {
  account: { name: string; email: string };
  options: PublicKeyCredentialCreationOptionsJSON;
}

/** Whose link it is and what to ask the authenticator; 410 when it has expired or was used. */
export function fetchEnrolmentOptions(token: string): Promise<EnrolmentOptions> {
  return staffRequest('POST', '/enrolment/options', { token });
}

/** Registers the passkey and signs its account in. */
export async function enrol(
  token: string,
  response: RegistrationResponseJSON,
  label: string,
): Promise<Account> {
  const body = label === '' ? { token, response } : { token, response, label };
  return (await staffRequest<{ account: Account }>('POST', '/enrolment', body)).account;
}
