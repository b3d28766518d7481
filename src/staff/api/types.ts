/** The staff API's records, as its contract (issue 33) names them. */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { StaffRole } from '../../domain/staff-accounts.ts';

export interface Account {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
}

export interface Passkey {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface AccountWithKeys extends Account {
  passkeys: Passkey[];
  enrolmentPending: boolean;
  enrolmentExpiresAt: string | null;
}

/** A one-time link that registers a passkey for its account. */
export interface EnrolmentLink {
  enrolmentLink: string;
  expiresAt: string;
}

export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
};
