/**
 * The passkey ceremonies, through @simplewebauthn/server. The relying party is the configured site
 * origin and its host name, never a request's Host or Origin header, which the client chooses.
 */
import { isIP } from 'node:net';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { StaffAccount } from '../db/staff-accounts.ts';
import type { StoredPasskey } from '../db/staff-passkeys.ts';
import { ceremonyTimeoutMs } from './ceremony.ts';

export interface RelyingParty {
  /** The host name: what passkeys are bound to. */
  id: string;
  origin: string;
  /**
   * False when the origin's host is an IP address: browsers refuse WebAuthn there, so nobody
   * can enrol or sign in until SITE_ORIGIN names the site.
   */
  passkeysWork: boolean;
}

/** The name an authenticator shows beside the account. */
const relyingPartyName = 'RAAM Academy staff';

export function relyingParty(siteOrigin: string): RelyingParty {
  const { hostname, origin } = new URL(siteOrigin);
  return { id: hostname, origin, passkeysWork: isIP(hostname.replace(/^\[|\]$/g, '')) === 0 };
}

/**
 * A discoverable credential (signing in needs no email typed) verified by the device's own
 * lock: with no password, the passkey is both factors.
 */
export function registrationOptions(
  rp: RelyingParty,
  account: StaffAccount,
  existing: readonly StoredPasskey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: relyingPartyName,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.name,
    userID: new TextEncoder().encode(account.id),
    timeout: ceremonyTimeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** What every answer must show: this site, and a person verified by the device's lock. */
function expectations(rp: RelyingParty) {
  return { expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true };
}

export type RegisteredPasskey = Omit<StoredPasskey, 'accountId'>;

/** Undefined when the answer does not prove a new passkey for this challenge and origin. */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<RegisteredPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      ...expectations(rp),
    });
    if (!result.verified) return undefined;
    const { id, publicKey, counter, transports } = result.registrationInfo.credential;
    return { id, publicKey, counter, transports: transports ?? [] };
  } catch {
    // The library throws on any malformed or mismatched part: the caller answers 400 for all.
    return undefined;
  }
}

/** No allowCredentials: the authenticator offers whichever passkey it holds for this site. */
export function authenticationOptions(
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: ceremonyTimeoutMs,
    userVerification: 'required',
  });
}

/** The passkey's new signature counter, or undefined when the answer does not verify. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: StoredPasskey,
): Promise<{ counter: number } | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      ...expectations(rp),
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
    return result.verified ? { counter: result.authenticationInfo.newCounter } : undefined;
  } catch {
    return undefined;
  }
}
