/**
 * The two passkey ceremonies, each from the server's options to a signed-in account: the
 * browser asks the authenticator in between (SimpleWebAuthn turns the JSON into WebAuthn's
 * calls and back).
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { enrol } from '../api/enrolment.ts';
import { fetchSignInOptions, signIn } from '../api/session.ts';
import type { Account, PublicKeyCredentialCreationOptionsJSON } from '../api/types.ts';

export async function signInWithPasskey(): Promise<Account> {
  const { attempt, options } = await fetchSignInOptions();
  const response = await startAuthentication({ optionsJSON: options });
  return signIn(attempt, response);
}

export async function enrolPasskey(
  token: string,
  options: PublicKeyCredentialCreationOptionsJSON,
  label: string,
): Promise<Account> {
  const response = await startRegistration({ optionsJSON: options });
  return enrol(token, response, label.trim());
}
