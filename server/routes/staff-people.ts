/**
 * Who the colleagues are, for any signed-in staff (docs/product.md §7.6): the inbox shows a
 * lead's assignee by name (a lead keeps only the account's id) and an admin picks whom to assign
 * to. Names and roles only; emails and passkeys stay on the admins' `/accounts`. Not audited: it
 * holds no lead's personal data.
 */
import type { FastifyPluginAsync } from 'fastify';
import { listStaffPeople } from '../db/staff-accounts.ts';
import { requireStaff } from '../staff/guard.ts';
import type { StaffOptions } from './staff.ts';

export const staffPeopleRoutes: FastifyPluginAsync<StaffOptions> = async (api, { db }) => {
  api.get('/people', { preHandler: requireStaff }, async () => ({
    people: await listStaffPeople(db),
  }));
};
