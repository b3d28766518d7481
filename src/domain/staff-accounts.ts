/**
 * Staff accounts as both sides see them: the roles, what an admin may type when adding someone,
 * and where an enrolment link leads. The server and the workspace use the same rules.
 */
import { emailPattern } from './submissions.ts';

export const staffRoles = ['admin', 'counsellor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface StaffAccountInput {
  name: string;
  email: string;
  role: StaffRole;
}

export const staffNameMaxLength = 100;
export const staffEmailMaxLength = 254;

export type StaffAccountCheck =
  | { ok: true; value: StaffAccountInput }
  | { ok: false; message: string };

/** Trims; the email is lower-cased, so "Priya@…" and "priya@…" are one person. */
export function checkStaffAccountInput(input: unknown): StaffAccountCheck {
  const fields =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key].trim() : '');
  const name = text('name');
  const email = text('email').toLowerCase();
  const role = text('role');
  if (name === '') return { ok: false, message: 'A name is required.' };
  if (name.length > staffNameMaxLength) {
    return { ok: false, message: `A name may have at most ${staffNameMaxLength} characters.` };
  }
  if (email.length > staffEmailMaxLength || !emailPattern.test(email)) {
    return { ok: false, message: 'A valid email address is required.' };
  }
  if (!isStaffRole(role)) return { ok: false, message: 'The role must be admin or counsellor.' };
  return { ok: true, value: { name, email, role } };
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/** The workspace page that registers a passkey from a link. */
export const staffEnrolPath = '/staff/enrol';

/**
 * The token rides in the fragment, which a browser never sends: it reaches no server log, proxy
 * or Referer header.
 */
export function enrolmentLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${staffEnrolPath}#${token}`;
}

/** How long an enrolment link works. */
export const enrolmentLinkHours = 24;
