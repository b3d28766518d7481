/**
 * The lead workflow's words and rules (decision 057): the stages a lead moves
 * through, why one is closed, when a lead counts as overdue, and the keys the inbox searches
 * by. The server stores and queries by them; the workspace shows them.
 * Pure TypeScript: no DOM, no Node.
 */

/** In the order a lead usually moves; `closed` ends it from any stage. */
export const leadStages = [
  'new',
  'contacted',
  'counselling_booked',
  'applied',
  'enrolled',
  'closed',
] as const;
export type LeadStage = (typeof leadStages)[number];

export const leadStageLabels: Readonly<Record<LeadStage, string>> = {
  new: 'New',
  contacted: 'Contacted',
  counselling_booked: 'Counselling booked',
  applied: 'Applied',
  enrolled: 'Enrolled',
  closed: 'Closed',
};

export const closedReasons = ['not_interested', 'unreachable', 'duplicate', 'other'] as const;
export type ClosedReason = (typeof closedReasons)[number];

export const closedReasonLabels: Readonly<Record<ClosedReason, string>> = {
  not_interested: 'Not interested',
  unreachable: 'Unreachable',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** Stages in which nobody needs to act any more: never overdue. */
export const finishedStages: readonly LeadStage[] = ['enrolled', 'closed'];

export const isLeadStage = (value: unknown): value is LeadStage =>
  leadStages.includes(value as LeadStage);
export const isClosedReason = (value: unknown): value is ClosedReason =>
  closedReasons.includes(value as ClosedReason);

/** A staff account as it acted: its id, and its name at the time (kept when renamed). */
export interface StaffRef {
  id: string;
  name: string;
}

/** One step of a lead's timeline, by its type: what the server keeps and the workspace shows. */
export type LeadEventChange =
  | { type: 'received' }
  | {
      type: 'stage';
      from: LeadStage;
      to: LeadStage;
      reason: ClosedReason | null;
      /** Staff's words for closing it, kept as a note of the lead (absent without words). */
      noteId?: string;
    }
  | { type: 'assigned'; to: StaffRef | null }
  | { type: 'follow_up'; followUpAt: string | null }
  | { type: 'note'; noteId: string }
  | { type: 'exported' };

/** A staff note and a closing reason's own words, in UTF-16 code units. */
export const leadNoteMaxLength = 4000;
export const closedNoteMaxLength = 500;

/**
 * How long a lead may stay New before it is overdue, in working hours, by default: one working
 * day (the server's NEW_LEAD_OVERDUE_HOURS).
 */
export const defaultNewLeadOverdueHours = 24;

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const istOffsetMs = 5.5 * hourMs;
const sunday = 0;

/** The start of the IST calendar day holding `ms`, as a UTC epoch time. */
function istDayStart(ms: number): number {
  return Math.floor((ms + istOffsetMs) / dayMs) * dayMs - istOffsetMs;
}

function isIstSunday(ms: number): boolean {
  return new Date(ms + istOffsetMs).getUTCDay() === sunday;
}

/**
 * The moment a New lead must have arrived before to be overdue at `now`: `workingHours` of
 * working time earlier, where the hours of an IST Sunday do not count. With the default 24, a
 * lead that arrived on Saturday at 10:00 IST is overdue from Monday at 10:00 IST. The inbox
 * compares received_at with it, so the overdue filter is an indexed range, not a per-row
 * calculation.
 */
export function newLeadOverdueCutoff(now: Date, workingHours = defaultNewLeadOverdueHours): Date {
  let remaining = workingHours * hourMs;
  let cursor = now.getTime();
  for (;;) {
    // The IST day holding the instant just before the cursor: walking back, midnight belongs to
    // the day it ends.
    const dayStart = istDayStart(cursor - 1);
    if (!isIstSunday(dayStart)) {
      const available = cursor - dayStart;
      if (available >= remaining) return new Date(cursor - remaining);
      remaining -= available;
    }
    cursor = dayStart;
  }
}

/**
 * A name's words as the inbox searches them: NFKC, lower case, split at anything that is not a
 * letter, mark or digit ("K.S. Raman" → k, s, raman). A search finds a lead when each word typed
 * begins one of these.
 */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
  return [...new Set(words)];
}

/** An Indian mobile number's own digits: "+91 98400-11111", "098400 11111" → "9840011111". */
export const phoneKeyLength = 10;

export function leadPhoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-phoneKeyLength);
}
