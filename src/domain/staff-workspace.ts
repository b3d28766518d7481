import type { StaffRole } from './staff-accounts.ts';

/**
 * Where the staff workspace lives and what every part of the product says about it: the server
 * answers its pages, the service worker leaves them to the network, the workspace itself links
 * within them. The workspace is a separate build (decision 055), never precached, never indexed.
 */

/** The workspace's pages: `/staff` and everything under it. */
export const staffWorkspaceBase = '/staff';

/** The staff API, which no cache on the device ever keeps. */
export const staffApiBase = '/api/staff';

/** The workspace's one HTML document in the built site (the server answers every page with it). */
export const staffWorkspaceFile = 'staff/index.html';

/** `/staff`, `/staff/` or any path under it. */
export function isStaffWorkspacePath(pathname: string): boolean {
  return pathname === staffWorkspaceBase || pathname.startsWith(`${staffWorkspaceBase}/`);
}

/** The workspace is not an offline feature: said the same way by the page and the service worker. */
export const staffNeedsConnection = 'The staff workspace needs a connection';

/** The page the service worker shows for a workspace page opened offline: plain, with no data. */
export const staffOfflinePage = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${staffNeedsConnection}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color:#1a1b1e;line-height:1.5}</style>
</head>
<body>
<main>
<h1>${staffNeedsConnection}</h1>
<p>This device is offline, or the academy's server cannot be reached. Nothing from the workspace is kept on this device, so it opens only with a connection.</p>
<p>Connect to the internet, then reload this page.</p>
</main>
</body>
</html>
`;

export const staffRoleNames: Readonly<Record<StaffRole, string>> = {
  admin: 'Admin',
  counsellor: 'Counsellor',
};
