/**
 * The inbox over HTTP (docs/product.md §7.7, decisions 057 and 058): the list, the count of New,
 * the filters' choices, one person's screen, the four changes and the export. Every read of a lead's details and every
 * change writes an audit entry naming the staff account, in the same transaction as the read or
 * the change, so neither can happen without its entry. A change answers with the lead's detail
 * as it now is: its audit entry covers that read too (one entry per request).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ClosedReason, isLeadStage, type LeadStage } from '../../src/domain/lead-workflow.ts';
import { auditAction } from '../db/audit.ts';
import type { Db } from '../db/connect.ts';
import {
  type AlsoInTransaction,
  addNote,
  assignLead,
  LeadChangeError,
  type StageChange,
  setFollowUp,
  setStage,
} from '../db/lead-changes.ts';
import { exportLeadsCsv } from '../db/lead-export.ts';
import {
  countNewLeads,
  InvalidCursorError,
  type LeadClock,
  leadChoices,
  leadDetail,
  listLeads,
  newestLeadAt,
} from '../db/leads.ts';
import { findStaffAccount } from '../db/staff-accounts.ts';
import type { SubmissionKind } from '../db/submissions.ts';
import { httpError } from '../errors.ts';
import { requireStaff, signedInStaff } from '../staff/guard.ts';
import { auditedFilter, readLeadQuery } from '../staff/lead-query.ts';
import { bodyFields } from '../staff/request-body.ts';
import type { StaffOptions } from './staff.ts';

export const noLeadMessage = 'No lead has that id.';
export const assignOthersMessage = 'Only an admin can assign a lead to someone else.';
const noAssigneeMessage = 'No active staff account has that id.';

interface LeadParams {
  id: string;
}

/** An instant with its offset ("2026-11-30T10:00:00+05:30" or "…Z"): a date alone is ambiguous. */
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const staffLeadRoutes: FastifyPluginAsync<StaffOptions> = async (api, options) => {
  const { db, clock, newLeadOverdueHours } = options;
  const me = (request: FastifyRequest) => signedInStaff(request);
  /** The overdue rule's clock, for the list, a person's screen and the export alike. */
  const leadClock = (): LeadClock => ({ now: clock(), newLeadOverdueHours });

  /** The kind of the lead with this id, or the 404. */
  async function kindOf(database: Db, id: string): Promise<SubmissionKind> {
    const row = await database
      .selectFrom('leads')
      .select('kind')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw httpError(404, noLeadMessage);
    return row.kind;
  }

  /** The detail, read in `database` (the change's transaction, or a read's own). */
  async function detailIn(database: Db, id: string) {
    const detail = await leadDetail(database, await kindOf(database, id), id, leadClock());
    if (!detail) throw httpError(404, noLeadMessage);
    return detail;
  }

  const audit =
    (request: FastifyRequest, command: string, id: string): AlsoInTransaction =>
    (trx) =>
      auditAction(
        trx,
        { staffAccountId: me(request).id },
        { command, recordCount: 1, filter: ['--id', id], at: clock() },
      );

  /** Runs a change, turns its refusals into 400 and a missing lead into 404, then reads it. */
  async function changed(id: string, change: () => Promise<boolean>) {
    let found: boolean;
    try {
      found = await change();
    } catch (error) {
      if (error instanceof LeadChangeError) throw httpError(400, error.message);
      throw error;
    }
    if (!found) throw httpError(404, noLeadMessage);
    return { detail: await detailIn(db, id) };
  }

  api.get('/leads', { preHandler: requireStaff }, async (request) => {
    const read = readLeadQuery(request.query, me(request).id, true);
    if (!read.ok) throw httpError(400, read.message);
    const { filter, page } = read.value;
    try {
      // A page of names, emails and phones: audited like the CLI's `list`, before it leaves.
      const list = await db.transaction().execute(async (trx) => {
        const listed = await listLeads(trx, filter, page, leadClock());
        await auditAction(
          trx,
          { staffAccountId: me(request).id },
          {
            command: 'leads list',
            recordCount: listed.rows.length,
            filter: auditedFilter(filter),
            at: clock(),
          },
        );
        return listed;
      });
      const { rows: leads, total, totalCapped, nextCursor } = list;
      return { leads, total, totalCapped, nextCursor };
    } catch (error) {
      if (error instanceof InvalidCursorError) throw httpError(400, error.message);
      throw error;
    }
  });

  api.get('/leads/new-count', { preHandler: requireStaff }, async () => ({
    count: await countNewLeads(db),
    newestAt: await newestLeadAt(db),
  }));

  // The filters' choices: courses and events, no one's personal data, so not audited.
  api.get('/leads/choices', { preHandler: requireStaff }, async () => leadChoices(db));

  api.get('/leads/export.csv', { preHandler: requireStaff }, async (request, reply) => {
    const staff = me(request);
    const read = readLeadQuery(request.query, staff.id, false);
    if (!read.ok) throw httpError(400, read.message);
    const { filter } = read.value;
    const kind = filter.kind ?? 'inquiries';
    const exported = await exportLeadsCsv(
      db,
      { ...filter, kind },
      { id: staff.id, name: staff.name },
      leadClock(),
      (trx, count) =>
        auditAction(
          trx,
          { staffAccountId: staff.id },
          {
            command: 'leads export',
            recordCount: count,
            filter: auditedFilter(filter),
            at: clock(),
          },
        ),
    );
    const day = clock().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind}-${day}.csv"`)
      .send(exported.csv);
  });

  api.get<{ Params: LeadParams }>('/leads/:id', { preHandler: requireStaff }, async (request) => ({
    detail: await db.transaction().execute(async (trx) => {
      const detail = await detailIn(trx, request.params.id);
      await audit(request, 'lead show', request.params.id)(trx);
      return detail;
    }),
  }));

  api.post<{ Params: LeadParams }>(
    '/leads/:id/stage',
    { preHandler: requireStaff },
    async (request) => {
      const staff = me(request);
      const { id } = request.params;
      const change = stageChange(bodyFields(request));
      return changed(id, () =>
        setStage(db, id, change, staff, clock(), audit(request, 'lead stage', id)),
      );
    },
  );

  // A counsellor takes a lead or lets it go (assigns herself, or nobody); handing a lead to
  // someone else is an admin's call, so that leads are not pushed onto colleagues (decision 058).
  api.post<{ Params: LeadParams }>(
    '/leads/:id/assign',
    { preHandler: requireStaff },
    async (request) => {
      const staff = me(request);
      const { id } = request.params;
      const fields = bodyFields(request);
      const { accountId } = fields;
      if (accountId !== null && typeof accountId !== 'string') {
        throw httpError(400, 'accountId must be an account id or null');
      }
      if (accountId !== null && accountId !== staff.id && staff.role !== 'admin') {
        throw httpError(403, assignOthersMessage);
      }
      let assignee: { id: string; name: string } | null = null;
      if (accountId !== null) {
        const account = await findStaffAccount(db, accountId);
        if (!account || account.disabled) throw httpError(400, noAssigneeMessage);
        assignee = { id: account.id, name: account.name };
      }
      return changed(id, () =>
        assignLead(db, id, assignee, staff, clock(), audit(request, 'lead assign', id)),
      );
    },
  );

  api.post<{ Params: LeadParams }>(
    '/leads/:id/follow-up',
    { preHandler: requireStaff },
    async (request) => {
      const staff = me(request);
      const { id } = request.params;
      const { at } = bodyFields(request);
      if (at !== null && (typeof at !== 'string' || !instantPattern.test(at))) {
        throw httpError(400, 'at must be a date and time with its offset, or null');
      }
      const followUp = at === null ? null : new Date(at);
      return changed(id, () =>
        setFollowUp(db, id, followUp, staff, clock(), audit(request, 'lead follow-up', id)),
      );
    },
  );

  api.post<{ Params: LeadParams }>(
    '/leads/:id/notes',
    { preHandler: requireStaff },
    async (request, reply) => {
      const staff = me(request);
      const { id } = request.params;
      const { text } = bodyFields(request);
      if (typeof text !== 'string') throw httpError(400, 'A note needs some text');
      const answer = await changed(
        id,
        async () =>
          (await addNote(db, id, text, staff, clock(), audit(request, 'lead note', id))) !== null,
      );
      return reply.code(201).send(answer);
    },
  );
};

/** `{ stage, reason?, note? }` as the data layer takes it; 400 for anything else. */
function stageChange(fields: Record<string, unknown>): StageChange {
  const { stage, reason, note } = fields;
  if (!isLeadStage(stage)) throw httpError(400, 'Choose one of the stages');
  if (note !== undefined && typeof note !== 'string') throw httpError(400, 'note must be text');
  if (stage !== 'closed') {
    if (reason !== undefined || note !== undefined) {
      throw httpError(400, 'Only closing takes a reason and a note');
    }
    return { stage: stage as Exclude<LeadStage, 'closed'> };
  }
  return {
    stage,
    reason: reason as ClosedReason,
    ...(note === undefined ? {} : { note }),
  };
}
