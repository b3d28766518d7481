import type { StaffRole } from './staff-accounts.ts';

/**
 * Where the staff workspace lives and what every part of the product says about it: the server
 * answers its pages, the service worker leaves them to the network, the workspace's router lives
 * under them. The workspace is a separate build (decision 055), never precached, never indexed.
 */

/** The workspace's pages: `/staff` and everything under it. */
export const staffWorkspaceBase = '/staff';

/** The staff API, which no cache on the device ever keeps. */
export const staffApiBase = '/api/staff';

/** The workspace's one HTML document in the built site (the server answers every page with it). */
export const staffWorkspaceFile = 'staff/index.html';

/** The workspace is not an offline feature: said the same way wherever it finds no connection. */
export const staffNeedsConnection = 'The staff workspace needs a connection';

export const staffRoleNames: Readonly<Record<StaffRole, string>> = {
  admin: 'Admin',
  counsellor: 'Counsellor',
};

/** How often the workspace asks how many leads are New, while it is in view (decision 058). */
export const newLeadPollMs = 30_000;
