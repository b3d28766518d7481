/**
 * What an erasure of a person's data shows staff before it takes anything (decision 059): each
 * record found, why it matched, and whether it is chosen. The server's preview and the staff
 * workspace speak of it in these words.
 */

/** The kinds of record that hold a person's data. */
export type PersonalRecordKind = 'inquiries' | 'applications' | 'dataRequests';

/** Which of a record's fields held the person's email or phone. */
export type MatchReason = 'email' | 'phone' | 'guardian email' | 'guardian phone';

/** One record an erasure would take, as staff see it before choosing. */
export interface ErasureCandidate {
  kind: PersonalRecordKind;
  id: string;
  /** The applicant's or sender's name; '' for a data request, which has none. */
  name: string;
  receivedAt: string;
  /** The event's name, or null for the website. */
  event: string | null;
  matchedBy: MatchReason[];
  /**
   * Chosen unless it may be someone else's: a record found only by a phone (a family shares
   * one) whose name and email are not this person's.
   */
  selected: boolean;
}
