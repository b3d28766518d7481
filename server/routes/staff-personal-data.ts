/**
 * An admin carries out a person's request about their data (docs/product.md §7.6): the requests
 * and the day each is due; which records the academy holds for an email or phone, and erasing
 * those chosen; the withdrawals of consent waiting to be erased, each undone or erased. The same
 * rules as the CLI's `erase` (server/db/people.ts, decision 059). The email and phone travel in
 * the body, never in an address a log could keep; each request's audit entry is written in the
 * transaction that reads or erases.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  checkGuardianVerification,
  isApplicantAgeAnswer,
  isGuardianNotVerifiedReason,
} from '../../src/domain/guardian.ts';
import { auditAction } from '../db/audit.ts';
import { correctRecord } from '../db/corrections.ts';
import { answerDataRequest, staffDataRequests } from '../db/data-requests.ts';
import { eraseUnverifiedMinor, guardiansToVerify, recordApplicantAge } from '../db/guardians.ts';
import {
  checkPerson,
  eraseInTransaction,
  NotThisPersonsRecord,
  type Person,
  previewErasure,
} from '../db/people.ts';
import { markGuardianVerified } from '../db/submissions.ts';
import {
  eraseWithdrawal,
  listWithdrawals,
  NoSuchWithdrawal,
  undoWithdrawal,
  withdrawnRecordCount,
} from '../db/withdrawals.ts';
import { httpError } from '../errors.ts';
import { accessSummary } from '../personal-data/access-summary.ts';
import { requireAdmin, signedInStaff } from '../staff/guard.ts';
import { bodyFields, textField } from '../staff/request-body.ts';
import type { StaffOptions } from './staff.ts';

/** The most records one erasure names: far more than one person sends. */
const maxChosen = 500;

function personOf(request: FastifyRequest): Person {
  const fields = bodyFields(request);
  const checked = checkPerson(textField(fields, 'email'), textField(fields, 'phone'));
  if (!checked.ok) throw httpError(400, checked.message);
  return checked.person;
}

/** The options as the audit trail keeps them: which were given, never their values. */
function personFilter(person: Person): string[] {
  return [
    ...(person.email === undefined ? [] : ['--email']),
    ...(person.phone === undefined ? [] : ['--phone']),
  ];
}

function chosenIds(request: FastifyRequest): string[] {
  const { ids } = bodyFields(request);
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > maxChosen ||
    !ids.every((id) => typeof id === 'string' && id !== '' && id.length <= 100)
  ) {
    throw httpError(400, 'Choose at least one record to erase.');
  }
  return [...new Set(ids as string[])];
}

/** The corrected fields of a request's body: field → text, nothing else. */
function changesOf(request: FastifyRequest): Record<string, string> {
  const { changes } = bodyFields(request);
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
    throw httpError(400, 'Say which fields to correct.');
  }
  const entries = Object.entries(changes);
  if (
    entries.length === 0 ||
    entries.length > 20 ||
    !entries.every(([, v]) => typeof v === 'string')
  ) {
    throw httpError(400, 'Say which fields to correct.');
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

export const staffPersonalDataRoutes: FastifyPluginAsync<StaffOptions> = async (api, options) => {
  const { db, clock } = options;
  const actor = (request: FastifyRequest) => ({ staffAccountId: signedInStaff(request).id });

  api.post('/personal-data/erasure-preview', { preHandler: requireAdmin }, async (request) => {
    const person = personOf(request);
    const records = await db.transaction().execute(async (trx) => {
      const found = await previewErasure(trx, person);
      await auditAction(trx, actor(request), {
        command: 'erase',
        recordCount: 0,
        filter: [...personFilter(person), '--dry-run'],
        at: clock(),
      });
      return found;
    });
    return { records };
  });

  // What is held about the person, as the document to send them (DPDP Act s11); its audit entry
  // is written before the document leaves.
  api.post('/personal-data/access', { preHandler: requireAdmin }, async (request, reply) => {
    const person = personOf(request);
    const now = clock();
    const summary = await db.transaction().execute(async (trx) => {
      const written = await accessSummary(trx, {
        person,
        retention: options.retention,
        hostingProvider: options.hostingProvider,
        now,
      });
      await auditAction(trx, actor(request), {
        command: 'access',
        recordCount: written.records,
        filter: personFilter(person),
        at: now,
      });
      return written;
    });
    return reply
      .type('text/plain; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="data-summary-${now.toISOString().slice(0, 10)}.txt"`,
      )
      .send(summary.text);
  });

  // A person's correction (DPDP Act s12): the fields of one inquiry or application, by the
  // form's rules, with its lead; the audit entry names the fields, never the values.
  api.post<{ Params: { id: string } }>(
    '/personal-data/records/:id/correct',
    { preHandler: requireAdmin },
    async (request) => {
      const changes = changesOf(request);
      const { requestId } = bodyFields(request);
      const outcome = await correctRecord(db, {
        id: request.params.id,
        changes,
        ...(typeof requestId === 'string' && requestId !== '' ? { requestId } : {}),
        actor: actor(request),
        now: clock(),
      });
      switch (outcome.kind) {
        case 'not-found':
          throw httpError(404, 'No inquiry or application has that id.');
        case 'no-request':
          throw httpError(404, 'No data request has that id.');
        case 'email-taken':
          throw httpError(409, 'Another application already has that email.');
        case 'invalid':
          throw httpError(400, `Not corrected: ${Object.values(outcome.errors).join(' ')}`);
        default:
          return { fields: outcome.kind === 'corrected' ? outcome.fields : [] };
      }
    },
  );

  // A minor's guardian verified (DPDP Rules, Rule 10): how, on what evidence, by whom.
  api.post<{ Params: { id: string } }>(
    '/personal-data/guardians/:id/verify',
    { preHandler: requireAdmin },
    async (request) => {
      const fields = bodyFields(request);
      const checked = checkGuardianVerification(
        textField(fields, 'method'),
        textField(fields, 'reference'),
      );
      if (!checked.ok) throw httpError(400, checked.message);
      const staff = signedInStaff(request);
      const outcome = await db.transaction().execute((trx) =>
        markGuardianVerified(
          trx,
          request.params.id,
          {
            method: checked.method,
            reference: checked.reference,
            by: { id: staff.id, name: staff.name },
            at: clock(),
          },
          actor(request),
        ),
      );
      if (outcome === 'not-found') {
        throw httpError(404, 'No application of an applicant under 18 has that id.');
      }
      if (outcome === 'already') throw httpError(409, 'This guardian was verified already.');
      return { verified: true };
    },
  );

  // The queue of minors' applications held apart until their guardian is verified.
  api.get('/personal-data/guardians', { preHandler: requireAdmin }, async (request) => {
    const guardians = await db.transaction().execute(async (trx) => {
      const waiting = await guardiansToVerify(trx);
      await auditAction(trx, actor(request), {
        command: 'guardians',
        recordCount: waiting.length,
        filter: [],
        at: clock(),
      });
      return waiting;
    });
    return { guardians };
  });

  // A guardian who could not be verified: the minor's application is erased, with the reason.
  api.post<{ Params: { id: string } }>(
    '/personal-data/guardians/:id/not-verified',
    { preHandler: requireAdmin },
    async (request) => {
      const reason = textField(bodyFields(request), 'reason');
      if (!isGuardianNotVerifiedReason(reason)) {
        throw httpError(400, 'Choose why the guardian could not be verified.');
      }
      const outcome = await db
        .transaction()
        .execute((trx) =>
          eraseUnverifiedMinor(trx, request.params.id, reason, actor(request), clock()),
        );
      if (outcome === 'not-found') {
        throw httpError(404, 'No application of an applicant under 18 waits for that.');
      }
      return { erased: true };
    },
  );

  // An application without the under-18 answer: the age the applicant gave when asked.
  api.post<{ Params: { id: string } }>(
    '/personal-data/guardians/:id/age',
    { preHandler: requireAdmin },
    async (request) => {
      const answer = textField(bodyFields(request), 'answer');
      if (!isApplicantAgeAnswer(answer)) {
        throw httpError(400, 'Choose what the applicant told you.');
      }
      const outcome = await db
        .transaction()
        .execute((trx) =>
          recordApplicantAge(trx, request.params.id, answer, actor(request), clock()),
        );
      if (outcome === 'not-found') {
        throw httpError(404, 'No application waits for its applicant’s age under that id.');
      }
      return { [outcome]: true };
    },
  );

  api.post('/personal-data/erase', { preHandler: requireAdmin }, async (request) => {
    const person = personOf(request);
    const ids = chosenIds(request);
    try {
      const erased = await db.transaction().execute(async (trx) => {
        const done = await eraseInTransaction(trx, person, { ids, now: clock() });
        await auditAction(trx, actor(request), {
          command: 'erase',
          recordCount: done.inquiries + done.applications + done.dataRequests,
          filter: [...personFilter(person), '--only', '--yes'],
          at: clock(),
        });
        return done;
      });
      return { erased };
    } catch (error) {
      if (error instanceof NotThisPersonsRecord) {
        throw httpError(
          409,
          'Some of those records are no longer found for this person. Look again.',
        );
      }
      throw error;
    }
  });

  // People's requests (DPDP Act ss11-14), each with the day it must be answered by (Rule 14).
  api.get('/personal-data/requests', { preHandler: requireAdmin }, async (request) => {
    const requests = await db.transaction().execute(async (trx) => {
      const found = await staffDataRequests(trx);
      await auditAction(trx, actor(request), {
        command: 'requests list',
        recordCount: found.length,
        filter: [],
        at: clock(),
      });
      return found;
    });
    return { requests };
  });

  api.post<{ Params: { id: string } }>(
    '/personal-data/requests/:id/done',
    { preHandler: requireAdmin },
    async (request) => {
      const found = await answerDataRequest(db, request.params.id, actor(request), clock());
      if (!found) throw httpError(404, 'No data request has that id.');
      return { done: true };
    },
  );

  // Withdrawals of consent (DPDP Act s6(4)): their records are out of every list until erased.
  // Anyone can type an email, so an admin can undo one the person says they did not make.
  api.get('/personal-data/withdrawals', { preHandler: requireAdmin }, async (request) => {
    const withdrawals = await db.transaction().execute(async (trx) => {
      const found = await listWithdrawals(trx);
      await auditAction(trx, actor(request), {
        command: 'withdrawals',
        recordCount: withdrawnRecordCount(found),
        filter: [],
        at: clock(),
      });
      return found;
    });
    return { withdrawals };
  });

  api.post<{ Params: { requestId: string; action: string } }>(
    '/personal-data/withdrawals/:requestId/:action',
    { preHandler: requireAdmin },
    async (request) => {
      const { requestId, action } = request.params;
      if (action !== 'undo' && action !== 'erase') throw httpError(404, 'Not found');
      const now = clock();
      try {
        const records = await db.transaction().execute(async (trx) => {
          const settled =
            action === 'undo'
              ? await undoWithdrawal(trx, requestId, now)
              : await eraseWithdrawal(trx, requestId, now);
          await auditAction(trx, actor(request), {
            command: `withdrawals ${action}`,
            recordCount: settled,
            filter: ['--request', requestId],
            at: now,
          });
          return settled;
        });
        return { records };
      } catch (error) {
        if (error instanceof NoSuchWithdrawal) {
          throw httpError(404, 'This withdrawal was settled already. Look again.');
        }
        throw error;
      }
    },
  );
};
