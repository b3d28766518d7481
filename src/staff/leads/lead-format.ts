/**
 * How the workspace writes a lead's facts: dates on the staff member's own clock, the kind,
 * the source. One place, so the list and the person's screen say them alike.
 */
import type { LeadKind, LeadRow } from '../api/lead-types.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "27 Nov 2026, 4:05 pm". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "27 Nov 2026". */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

export const kindNames: Readonly<Record<LeadKind, string>> = {
  inquiries: 'Inquiry',
  applications: 'Application',
};

/** Where the lead came from: the website, or the event's name. */
export function sourceName(lead: Pick<LeadRow, 'event'>): string {
  return lead.event ?? 'Website';
}

/**
 * A `datetime-local` field's value for an instant, on this device's clock: "2026-11-30T10:00".
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a `datetime-local` field's value names on this device's clock; null if none. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
