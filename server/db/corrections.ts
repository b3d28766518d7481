/**
 * Correcting what a person sent, at their request (DPDP Act s12): a field of an inquiry or an
 * application changed to what they say it should be, by the form's own rules, with the lead's
 * copy of it, in one transaction. The audit entry names the fields changed, never the values.
 */

import {
  type Application,
  type Inquiry,
  normaliseApplication,
  normaliseInquiry,
  validateApplication,
  validateInquiry,
} from '../../src/domain/submissions.ts';
import { type Actor, auditAction } from './audit.ts';
import type { Db } from './connect.ts';
import { markDataRequestDone } from './data-requests.ts';
import { isUniqueViolation } from './errors.ts';
import { updateLeadCopy } from './lead-rows.ts';
import { applicationLead, emailKey, inquiryLead } from './submissions.ts';

/**
 * The fields staff may correct, by kind: every field of the form, as its normaliser lists them
 * (what the person typed, not what the academy added).
 */
export const correctableFields = {
  inquiries: Object.keys(normaliseInquiry({})) as (keyof Inquiry)[],
  applications: Object.keys(normaliseApplication({})) as (keyof Application)[],
};

export type Corrected =
  | { kind: 'corrected'; record: 'inquiries' | 'applications'; fields: string[] }
  /** Nothing was different from what is stored. */
  | { kind: 'unchanged'; record: 'inquiries' | 'applications' }
  | { kind: 'not-found' }
  | { kind: 'no-request' }
  | { kind: 'invalid'; errors: Record<string, string> }
  /** The academy already has an application under the corrected email. */
  | { kind: 'email-taken' };

export interface Correction {
  /** The inquiry's or application's id (its lead's too). */
  id: string;
  /** Field → the corrected text; fields not named stay as they are. */
  changes: Readonly<Record<string, string>>;
  /** The person's correction request this answers: marked done with it. */
  requestId?: string;
  actor: Actor;
  now: Date;
}

/** Thrown inside the transaction to undo everything written so far. */
class Undo extends Error {
  constructor(readonly outcome: Corrected) {
    super(outcome.kind);
  }
}

export async function correctRecord(db: Db, correction: Correction): Promise<Corrected> {
  try {
    return await db.transaction().execute((trx) => correctIn(trx, correction));
  } catch (error) {
    if (error instanceof Undo) return error.outcome;
    if (isUniqueViolation(error)) return { kind: 'email-taken' };
    throw error;
  }
}

async function correctIn(trx: Db, { id, changes, requestId, actor, now }: Correction) {
  const inquiry = await trx
    .selectFrom('inquiries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const application = inquiry
    ? undefined
    : await trx.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!inquiry && !application) return { kind: 'not-found' } as const;
  const record = inquiry ? 'inquiries' : 'applications';
  const allowed: readonly string[] = correctableFields[record];
  const unknown = Object.keys(changes).filter((field) => !allowed.includes(field));
  if (unknown.length > 0) {
    const errors = Object.fromEntries(
      unknown.map((field) => [field, 'This field cannot be corrected']),
    );
    return { kind: 'invalid', errors } as const;
  }
  const stored = (inquiry ?? application) as unknown as Record<string, string>;
  const merged = { ...stored, ...changes };
  const values = inquiry ? normaliseInquiry(merged) : normaliseApplication(merged);
  const every = (
    inquiry ? validateInquiry(values as Inquiry) : validateApplication(values as Application)
  ) as Record<string, string>;
  // The corrected fields by today's rules; a field left alone stays as it was accepted.
  const errors = Object.fromEntries(
    Object.entries(every).filter(([field]) => Object.hasOwn(changes, field)),
  );
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors } as const;
  const fields = allowed.filter(
    (field) => (values as unknown as Record<string, string>)[field] !== stored[field],
  );
  if (fields.length === 0 && requestId === undefined) return { kind: 'unchanged', record } as const;
  const changed = Object.fromEntries(
    fields.map((field) => [field, (values as unknown as Record<string, string>)[field]]),
  );
  if (fields.length > 0) {
    if (inquiry) {
      await trx.updateTable('inquiries').set(changed).where('id', '=', id).execute();
    } else {
      const email = (values as Application).email;
      await trx
        .updateTable('applications')
        .set({
          ...changed,
          ...(fields.includes('email') ? { emailNormalised: emailKey(email) } : {}),
        })
        .where('id', '=', id)
        .execute();
    }
    // The inbox finds the person by what is now true.
    await updateLeadCopy(
      trx,
      inquiry
        ? inquiryLead({ ...inquiry, ...(values as Inquiry) })
        : applicationLead({
            ...(application as NonNullable<typeof application>),
            ...(values as Application),
          }),
    );
  }
  if (requestId !== undefined && !(await markDataRequestDone(trx, requestId, now))) {
    throw new Undo({ kind: 'no-request' });
  }
  await auditAction(trx, actor, {
    command: 'correct',
    recordCount: 1,
    filter: [
      '--id',
      id,
      ...fields.map((field) => `--${field}`),
      ...(requestId === undefined ? [] : ['--request', requestId]),
    ],
    at: now,
  });
  return { kind: 'corrected', record, fields } as const;
}
