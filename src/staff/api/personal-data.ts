import type { StaffDataRequest, Withdrawal } from '../../domain/data-requests.ts';
import type { ErasureCandidate } from '../../domain/erasure.ts';
import type { GuardianToVerify } from '../../domain/guardian.ts';
import { staffRequest, staffTextRequest } from './client.ts';

export type { StaffDataRequest, Withdrawal } from '../../domain/data-requests.ts';
export type { ErasureCandidate, PersonalRecordKind } from '../../domain/erasure.ts';
export type { GuardianToVerify } from '../../domain/guardian.ts';

/** Whom staff ask about: their email, their phone, or both. */
export interface PersonQuery {
  email: string;
  phone: string;
}

export interface Erased {
  inquiries: number;
  applications: number;
  dataRequests: number;
  kept: number;
}

/** What the academy holds for the person; the email and phone travel in the body. */
export async function previewErasure(person: PersonQuery): Promise<ErasureCandidate[]> {
  const answer = await staffRequest<{ records: ErasureCandidate[] }>(
    'POST',
    '/personal-data/erasure-preview',
    person,
  );
  return answer.records;
}

export async function eraseRecords(person: PersonQuery, ids: readonly string[]): Promise<Erased> {
  const answer = await staffRequest<{ erased: Erased }>('POST', '/personal-data/erase', {
    ...person,
    ids,
  });
  return answer.erased;
}

/** Corrects fields of one inquiry or application as the person asked; the fields changed. */
export async function correctRecord(
  id: string,
  changes: Readonly<Record<string, string>>,
): Promise<string[]> {
  const answer = await staffRequest<{ fields: string[] }>(
    'POST',
    `/personal-data/records/${encodeURIComponent(id)}/correct`,
    { changes },
  );
  return answer.fields;
}

/** Records how a minor's guardian was verified (an admin's). */
export async function verifyGuardian(id: string, method: string, reference: string): Promise<void> {
  await staffRequest('POST', `/personal-data/guardians/${encodeURIComponent(id)}/verify`, {
    method,
    reference,
  });
}

/** What is held about the person, as the plain-text document to send them. */
export function fetchAccessSummary(person: PersonQuery): Promise<string> {
  return staffTextRequest('POST', '/personal-data/access', person);
}

export async function fetchWithdrawals(): Promise<Withdrawal[]> {
  const answer = await staffRequest<{ withdrawals: Withdrawal[] }>(
    'GET',
    '/personal-data/withdrawals',
  );
  return answer.withdrawals;
}

/** `undo`: the person did not make it; `erase`: its records go now. How many records. */
export async function settleWithdrawal(
  requestId: string,
  action: 'undo' | 'erase',
): Promise<number> {
  const answer = await staffRequest<{ records: number }>(
    'POST',
    `/personal-data/withdrawals/${encodeURIComponent(requestId)}/${action}`,
    {},
  );
  return answer.records;
}

export async function fetchGuardiansToVerify(): Promise<GuardianToVerify[]> {
  const answer = await staffRequest<{ guardians: GuardianToVerify[] }>(
    'GET',
    '/personal-data/guardians',
  );
  return answer.guardians;
}

/** What the applicant said when asked their age: 18 or over joins the inbox, under 18 is erased. */
export async function recordApplicantAge(id: string, answer: string): Promise<void> {
  await staffRequest('POST', `/personal-data/guardians/${encodeURIComponent(id)}/age`, { answer });
}

/** The guardian could not be verified: the application is erased, with the reason. */
export async function guardianNotVerified(id: string, reason: string): Promise<void> {
  await staffRequest('POST', `/personal-data/guardians/${encodeURIComponent(id)}/not-verified`, {
    reason,
  });
}

/** People's requests, waiting ones first, each with the day it is due. */
export async function fetchDataRequests(): Promise<StaffDataRequest[]> {
  const answer = await staffRequest<{ requests: StaffDataRequest[] }>(
    'GET',
    '/personal-data/requests',
  );
  return answer.requests;
}

/** Marks a request answered; one done before keeps its first time. */
export async function markRequestDone(id: string): Promise<void> {
  await staffRequest('POST', `/personal-data/requests/${encodeURIComponent(id)}/done`, {});
}
