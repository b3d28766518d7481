/**
 * Registering a passkey, the two halves every way in shares (an enrolment link, or a signed-in
 * person adding a device): options with a challenge kept server-side, then the answer verified
 * against the challenge it takes.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../db/connect.ts';
import type { StaffAccount } from '../db/staff-accounts.ts';
import { saveChallenge, takeChallenge } from '../db/staff-challenges.ts';
import { accountPasskeys } from '../db/staff-passkeys.ts';
import { httpError } from '../errors.ts';
import { challengeExpiry } from './ceremony.ts';
import {
  type RegisteredPasskey,
  type RelyingParty,
  registrationOptions,
  verifyRegistration,
} from './relying-party.ts';
import { credentialResponse, textField } from './request-body.ts';

export const registrationFailedMessage = 'The passkey could not be registered. Try again.';

const labelMaxLength = 60;

export async function beginRegistration(
  db: Db,
  rp: RelyingParty,
  account: StaffAccount,
  challengeId: string,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await registrationOptions(rp, account, await accountPasskeys(db, account.id));
  await saveChallenge(db, challengeId, options.challenge, now, challengeExpiry(now));
  return options;
}

/** The verified passkey and its label; a 400 when the answer proves nothing. */
export async function completeRegistration(
  db: Db,
  rp: RelyingParty,
  fields: Record<string, unknown>,
  challengeId: string,
  now: Date,
): Promise<RegisteredPasskey & { label: string }> {
  const response = credentialResponse<RegistrationResponseJSON>(fields);
  const challenge = await takeChallenge(db, challengeId, now);
  const passkey =
    response && challenge !== undefined
      ? await verifyRegistration(rp, response, challenge)
      : undefined;
  if (!passkey) throw httpError(400, registrationFailedMessage);
  const label =
    textField(fields, 'label').trim().slice(0, labelMaxLength) ||
    `Passkey added ${now.toISOString().slice(0, 10)}`;
  return { ...passkey, label };
}
