import {
  type Application,
  applicationSuccessMessage,
  duplicateApplicationCode,
  duplicateApplicationMessage,
  type Inquiry,
  inquirySuccessMessage,
  normaliseApplication,
  normaliseInquiry,
  validateApplication,
  validateInquiry,
} from '../../src/domain/submissions.ts';
import { insertApplication, insertInquiry } from '../db/submissions.ts';
import type { SubmissionKind } from './submit.ts';

export const inquiryKind: SubmissionKind<Inquiry> = {
  name: 'inquiry',
  normalise: normaliseInquiry,
  validate: validateInquiry,
  insert: (db, id, values, source, receivedAt) =>
    insertInquiry(db, { id, ...values, receivedAt, source }),
  successMessage: inquirySuccessMessage,
};

export const applicationKind: SubmissionKind<Application> = {
  name: 'application',
  normalise: normaliseApplication,
  validate: validateApplication,
  insert: (db, id, values, source, receivedAt) =>
    insertApplication(db, { id, ...values, receivedAt, source }),
  successMessage: applicationSuccessMessage,
  // The form recognises a duplicate by the code MongoDB used for one (product §7.3, §8.2).
  conflict: {
    status: 409,
    body: { code: duplicateApplicationCode, message: duplicateApplicationMessage },
  },
};
