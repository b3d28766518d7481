/**
 * How long the academy keeps what the forms send (DPDP Act, section 8(7)). The server's defaults,
 * which an operator may change (INQUIRY_RETENTION_DAYS, APPLICATION_RETENTION_DAYS), and the
 * privacy page's words for them: one home, so the page cannot promise what the server does not do.
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

/** A request stays this long after staff marked it done, as the record of how it was handled. */
export const doneDataRequestDays = 365;

/** The academy answers a data request within this many days (the privacy page's promise). */
export const dataRequestReplyDays = 30;

/** "90 days": exact, as the server counts. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Days as the forms' notice says them: 365 days are 12 months. */
export function retentionMonths(days: number): number {
  return Math.round((days * 12) / 365);
}
