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

export interface InquiryTable extends SourceColumns {
  id: string;
  fullName: string;
  emailAddress: string;
  phoneNumber: string;
  interestedCourse: string;
  subject: string;
  message: string;
  receivedAt: string;
}

export interface ApplicationTable extends SourceColumns {
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
}

export interface Database {
  pageContent: PageContentTable;
  inquiries: InquiryTable;
  applications: ApplicationTable;
  idempotencyKeys: IdempotencyKeyTable;
}
