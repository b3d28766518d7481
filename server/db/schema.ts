import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '../../src/domain/staff-accounts.ts';

/**
 * The tables as the code sees them. Columns are snake_case in the database and camelCase here
 * (Kysely's CamelCasePlugin maps between them). Times are ISO 8601 UTC strings in both
 * databases, so they compare and sort the same way everywhere.
 */
export interface PageContentTable {
  page: string;
  /** The content exactly as validated, serialised once. */
  json: string;
  etag: string;
  updatedAt: string;
}

/**
 * Where a submission was collected (src/domain/submission-source.ts): all four set together, or
 * all NULL for a submission made outside event mode and for every one stored before sources.
 */
export interface SourceColumns {
  event: string | null;
  counsellor: string | null;
  /** '' when the device had no label. */
  device: string | null;
  collectedAt: string | null;
}

/**
 * The privacy notice the person agreed to (src/domain/consent.ts): both set, or both NULL for a
 * submission collected without a recorded consent (sent before the site asked for one).
 */
export interface ConsentColumns {
  consentVersion: string | null;
  consentGivenAt: string | null;
}

export interface InquiryTable extends SourceColumns, ConsentColumns {
  id: string;
  fullName: string;
  emailAddress: string;
  phoneNumber: string;
  interestedCourse: string;
  subject: string;
  message: string;
  receivedAt: string;
}

/**
 * An applicant under 18 and the guardian who agreed for them (src/domain/guardian.ts). The
 * guardian columns are NULL unless `minor` is 1; such an application waits, "guardian consent to
 * verify", until staff set `guardianVerifiedAt`.
 */
export interface GuardianColumns {
  /** 1 for an applicant under 18, else 0. */
  minor: number;
  /** 1 when the application came without the under-18 answer, until staff ask (migration 0012). */
  ageUnknown: number;
  guardianName: string | null;
  guardianRelationship: string | null;
  guardianPhone: string | null;
  guardianEmail: string | null;
  guardianConsentGivenAt: string | null;
  guardianVerifiedAt: string | null;
}

/** How a minor's guardian was verified (decision 061); NULL until then. */
export interface GuardianVerificationColumns {
  /** Who verified: a staff account's id (NULL from the command line) and their name then. */
  guardianVerifiedBy: string | null;
  guardianVerifiedByName: string | null;
  /** A `GuardianVerificationMethod` and a short reference to its evidence (src/domain/guardian.ts). */
  guardianVerificationMethod: string | null;
  guardianVerificationReference: string | null;
}

export interface ApplicationTable
  extends SourceColumns,
    ConsentColumns,
    GuardianColumns,
    Partial<GuardianVerificationColumns> {
  id: string;
  fullName: string;
  email: string;
  /** Trimmed and lower-cased: what "the same email" means for the duplicate check. */
  emailNormalised: string;
  phone: string;
  address: string;
  courseOfInterest: string;
  levelOfEducation: string;
  message: string;
  receivedAt: string;
}

export interface IdempotencyKeyTable {
  key: string;
  requestHash: string;
  status: number;
  responseBody: string;
  createdAt: string;
  /** The record stored under the key (NULL for an answer that stored none): erasure finds keys by it. */
  recordId: string | null;
}

/**
 * A submission erased at a person's request: only a keyed hash of its idempotency key (nothing
 * personal), so a device still sending it is answered as received and nothing is stored again.
 */
export interface ErasedSubmissionTable {
  keyHash: string;
  erasedAt: string;
}

/** Secrets the server makes for itself once, kept with the data they protect. */
export interface ServerSecretTable {
  name: string;
  value: string;
}

/** A person's request about their data (src/domain/data-requests.ts). */
export interface DataRequestTable {
  id: string;
  receivedAt: string;
  /** '' once the person's data was erased: the request and its dates stay as the record. */
  email: string;
  phone: string;
  request: string;
  message: string;
  /** When staff marked it handled; NULL while it waits. */
  doneAt: string | null;
}

/**
 * One command or request that read, changed or removed personal data. Holds no personal data
 * itself. Entries form a hash chain (server/db/audit.ts): each one's `hash` covers its fields and
 * the previous entry's hash, so an entry edited or removed afterwards is found by `audit verify`.
 */
export interface AuditEntryTable {
  /** 1, 2, 3…: the entry's place in the chain. */
  seq: number;
  at: string;
  command: string;
  recordCount: number;
  osUser: string;
  /** The options used, with values only when they are not personal: `--kind applications --email`. */
  filter: string;
  /** The staff account that acted in the workspace; NULL for a CLI command (see `osUser`). */
  staffAccountId: string | null;
  /** The hash of the entry before it; 64 zeros for the first. */
  previousHash: string;
  /** SHA-256 over this entry's fields and `previousHash` (server/db/audit.ts `entryHash`). */
  hash: string;
}

/**
 * A record whose person withdrew their consent (DPDP Act, s6(4)): out of every list, export and
 * count until it is erased (`withdrawalEraseDays` on) or staff undo a withdrawal the person did
 * not make. `requestId` is the withdrawal request that took it.
 */
export interface WithdrawalTable {
  recordId: string;
  kind: 'inquiries' | 'applications';
  requestId: string;
  withdrawnAt: string;
}

/**
 * The chain's last entry, in one row: every append takes it first, so appends never fork. Also
 * where the trail now starts: entries up to `trimmedSeq` went by the retention rule
 * (`AUDIT_RETENTION_DAYS`), and the first one kept follows `trimmedHash`.
 */
export interface AuditChainTable {
  id: number;
  seq: number;
  hash: string;
  /** The last entry the retention rule removed; 0 while none has gone. */
  trimmedSeq: Generated<number>;
  /** That entry's hash; 64 zeros while none has gone, which the first entry follows. */
  trimmedHash: Generated<string>;
}

export interface StaffAccountTable {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  name: string;
  role: StaffRole;
  disabledAt: string | null;
  createdAt: string;
}

/** One registered passkey (WebAuthn credential) of a staff account. */
export interface StaffPasskeyTable {
  /** The credential id, base64url, as the authenticator sends it. */
  id: string;
  accountId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** bigint: PostgreSQL's driver reads it as a string. */
  counter: ColumnType<number | string, number, number>;
  /** JSON array of the authenticator's transports (`["internal","hybrid"]`). */
  transports: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface StaffEnrolmentTokenTable {
  /** SHA-256 of the link's token, hex. */
  tokenHash: string;
  accountId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface StaffSessionTable {
  /** SHA-256 of the cookie's token, hex. */
  tokenHash: string;
  accountId: string;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end, however active the session is. */
  expiresAt: string;
}

/** A WebAuthn challenge waiting for its answer; taken (deleted) by the first answer. */
export interface StaffChallengeTable {
  id: string;
  challenge: string;
  expiresAt: string;
}

export interface StaffSignInFailureTable {
  accountId: string;
  at: string;
}

/**
 * One submission as the staff inbox works it (decision 057): what the inbox filters, sorts and
 * searches on, copied from the submission when it is stored, and where the lead stands. `id` is
 * the submission's own id.
 */
export interface LeadTable {
  id: string;
  kind: 'inquiries' | 'applications';
  fullName: string;
  /** The submission's email as `emailKey` makes it. */
  emailKey: string;
  /** The phone's last 10 digits (`leadPhoneKey`); '' when it has none. */
  phoneKey: string;
  course: string;
  /** The event it was collected at; NULL when sent from the website. */
  event: string | null;
  receivedAt: string;
  /** A `LeadStage`. */
  stage: string;
  /** A `ClosedReason` while closed, else NULL; `closedNote` the staff's own words, optional. */
  closedReason: string | null;
  closedNote: string | null;
  /** A staff account's id; NULL while nobody has it. */
  assignedTo: string | null;
  followUpAt: string | null;
  updatedAt: string;
}

/** What happened to a lead, oldest first by (at, id). `detail` is JSON holding nothing personal. */
export interface LeadEventTable {
  id: Generated<number>;
  leadId: string;
  at: string;
  /** The staff account that acted, and its name then; NULL for what the visitor did. */
  actorId: string | null;
  actorName: string | null;
  /** A `LeadEventType`. */
  type: string;
  detail: string;
}

/**
 * Each word of a lead's name (src/domain/lead-workflow.ts `nameWords`), so a name search is a
 * range of one index (words that begin with what was typed) on both databases, and when the
 * lead arrived (its `received_at`, which never changes), so that range is in the list's order.
 */
export interface LeadNameWordTable {
  word: string;
  leadId: string;
  receivedAt: string;
}

/** A counsellor's note on a lead: plain text, named by its `note` event. */
export interface LeadNoteTable {
  id: string;
  leadId: string;
  at: string;
  authorId: string;
  authorName: string;
  text: string;
}

export interface Database {
  pageContent: PageContentTable;
  inquiries: InquiryTable;
  applications: ApplicationTable;
  idempotencyKeys: IdempotencyKeyTable;
  erasedSubmissions: ErasedSubmissionTable;
  serverSecrets: ServerSecretTable;
  dataRequests: DataRequestTable;
  withdrawals: WithdrawalTable;
  auditEntries: AuditEntryTable;
  auditChain: AuditChainTable;
  staffAccounts: StaffAccountTable;
  staffPasskeys: StaffPasskeyTable;
  staffEnrolmentTokens: StaffEnrolmentTokenTable;
  staffSessions: StaffSessionTable;
  staffChallenges: StaffChallengeTable;
  staffSignInFailures: StaffSignInFailureTable;
  leads: LeadTable;
  leadEvents: LeadEventTable;
  leadNotes: LeadNoteTable;
  leadNameWords: LeadNameWordTable;
}
