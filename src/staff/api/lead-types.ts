/**
 * The inbox's records as the staff API sends them (docs/product.md §7.7): a lead's row in the
 * list, one person's screen, and what the list can be filtered by.
 */
import type { Consent } from '../../domain/consent.ts';
import type { Guardian } from '../../domain/guardian.ts';
import type {
  ClosedReason,
  LeadEventChange,
  LeadStage,
  StaffRef,
} from '../../domain/lead-workflow.ts';
import type { StaffRole } from '../../domain/staff-accounts.ts';
import type { SubmissionSource } from '../../domain/submission-source.ts';
import type { Application, Inquiry } from '../../domain/submissions.ts';

export type LeadKind = 'inquiries' | 'applications';

export interface LeadRow {
  id: string;
  kind: LeadKind;
  fullName: string;
  course: string;
  /** The event it was collected at; null when it came from the website. */
  event: string | null;
  receivedAt: string;
  stage: LeadStage;
  closedReason: ClosedReason | null;
  /** A staff account's id. */
  assignedTo: string | null;
  followUpAt: string | null;
  overdue: boolean;
}

export interface LeadList {
  leads: LeadRow[];
  total: number;
  /** The count stopped counting: there are at least `total`. */
  totalCapped: boolean;
  nextCursor: string | null;
}

interface Received {
  id: string;
  receivedAt: string;
  source: SubmissionSource | null;
  consent: Consent | null;
}

export type InquirySubmission = Inquiry & Received;
export type ApplicationSubmission = Application &
  Received & {
    minor: boolean;
    /** Sent without the under-18 answer: held as a minor's until staff ask. */
    ageUnknown: boolean;
    guardian: Guardian | null;
    guardianVerifiedAt: string | null;
  };

export type { StaffRef } from '../../domain/lead-workflow.ts';

export type TimelineEntry = { at: string; actor: StaffRef | null } & LeadEventChange;

export interface LeadNote {
  id: string;
  at: string;
  authorId: string;
  authorName: string;
  text: string;
}

export interface LeadDetail {
  lead: LeadRow & { closedNote: string | null; updatedAt: string };
  submission: InquirySubmission | ApplicationSubmission;
  timeline: TimelineEntry[];
  notes: LeadNote[];
  samePerson: (LeadRow & { matchedBy: ('email' | 'phone')[] })[];
  /** How a minor's guardian was verified; null until then (or when verified before it was recorded). */
  guardianVerification: GuardianVerificationRecord | null;
  /** Set while the person's consent is withdrawn: out of every list until erased. */
  withdrawal: { requestId: string; withdrawnAt: string; eraseBy: string } | null;
}

export interface GuardianVerificationRecord {
  /** A key of `guardianVerificationMethods` (src/domain/guardian.ts). */
  method: string;
  reference: string;
  byName: string;
  at: string;
}

/** Someone a lead can be assigned to, as every staff member may see them. */
export interface Person {
  id: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
}

/** The values the Course and Event filters offer. */
export interface LeadChoices {
  courses: string[];
  events: string[];
}
