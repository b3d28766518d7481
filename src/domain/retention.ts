/**
 * How long the academy keeps what the forms send (DPDP Act, section 8(7)), and the audit trail of
 * what was done with it. The server's defaults, which an operator may change
 * (INQUIRY_RETENTION_DAYS, APPLICATION_RETENTION_DAYS, AUDIT_RETENTION_DAYS), and the privacy
 * page's words for them: one home, so the page cannot promise what the server does not do.
 * Pure TypeScript: no DOM, no Node.
 */

export interface Retention {
  inquiryDays: number;
  applicationDays: number;
}

/**
 * An inquiry is answered within weeks; a year covers a follow-up season. An application may
 * lead to a batch that starts the next year and the student's course: two years.
 */
export const defaultRetention: Retention = { inquiryDays: 365, applicationDays: 730 };

/** At least a month: a record must not go before staff have had time to answer it. */
export const shortestRetentionDays = 30;

/**
 * The audit trail (who read or removed personal data) is kept three years by default
 * (AUDIT_RETENTION_DAYS): the longest record retention an operator is likely to set, so the
 * trail still covers what happened to a record while it is held.
 */
export const defaultAuditRetentionDays = 1095;

/** The DPDP Rules 2025 (Rule 8(3)) ask that such logs are kept at least a year. */
export const shortestAuditRetentionDays = 365;

/** A request stays this long after staff marked it done, as the record of how it was handled. */
export const doneDataRequestDays = 365;

/** The academy answers a data request within this many days (the privacy page's promise). */
export const dataRequestReplyDays = 30;

/** "90 days": exact, as the server counts. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A month as the forms' notice counts it: 365 days are 12 months. */
const monthDays = 365 / 12;

/**
 * A period as the forms' notice says it: in months when the days are a whole number of them
 * ("12 months" for 365, "1 month" for 30), else in days ("45 days"), so it never rounds what
 * the server does. Each number of months stands for one number of days: `monthsTextDays`.
 */
export function monthsText(days: number): string {
  const months = Math.round(days / monthDays);
  if (months < 1 || Math.round(months * monthDays) !== days) return daysText(days);
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

/** The days a `monthsText` in months stands for: 12 months are 365 days. */
export function monthsTextDays(months: number): number {
  return Math.round(months * monthDays);
}
