import { staffWorkspaceBase } from '../domain/staff-workspace.ts';

/** Every screen of the workspace, inside its router (whose basename is `/staff`). */
export const staffPaths = {
  home: '/',
  signIn: '/sign-in',
  enrol: '/enrol',
  accounts: '/accounts',
  personalData: '/personal-data',
  requests: '/requests',
  leadPattern: '/leads/:id',
  /** One person's screen: a lead and everything about it. */
  lead: (id: string) => `/leads/${encodeURIComponent(id)}`,
} as const;

/** A screen's address as the browser shows it: `/staff/sign-in`. */
export function staffHref(path: string): string {
  return path === staffPaths.home ? `${staffWorkspaceBase}/` : `${staffWorkspaceBase}${path}`;
}

/**
 * The sign-in screen, which sends the person back to `from` once signed in. Only a path inside
 * the workspace is kept: a crafted link cannot send someone elsewhere after signing in.
 */
export function signInPath(from?: string): string {
  const back = from === undefined ? undefined : workspaceReturnPath(from);
  return back === undefined || back === staffPaths.home
    ? staffPaths.signIn
    : `${staffPaths.signIn}?${new URLSearchParams({ from: back })}`;
}

/** Where to go after signing in: `from` when it is a path of the workspace, else its home. */
export function workspaceReturnPath(from: string | null): string {
  if (from === null || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) {
    return staffPaths.home;
  }
  if (from === staffPaths.signIn || from.startsWith(`${staffPaths.signIn}?`))
    return staffPaths.home;
  if (from.startsWith(staffPaths.enrol)) return staffPaths.home;
  return from;
}
