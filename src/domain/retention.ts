/**
 * How long the academy keeps each kind of record unless its operator sets otherwise: the
 * server's defaults, and what the forms' privacy notice promises.
 * Pure TypeScript: no DOM, no Node.
 */

/**
 * An inquiry is answered within weeks; a year covers a follow-up season. An application may
 * lead to a batch that starts the next year and the student's course: two years.
 */
export const defaultRetentionDays = { inquiries: 365, applications: 730 } as const;

/** Days as the notice says them: 365 days are 12 months. */
export function retentionMonths(days: number): number {
  return Math.round((days * 12) / 365);
}
