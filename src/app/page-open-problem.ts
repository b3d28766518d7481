import { useSyncExternalStore } from 'react';

/** A page the visitor asked for that could not open (see page-router.tsx). */
export interface PageOpenProblem {
  pathname: string;
  href: string;
  /** The server answers: the page's code is gone (a release), not the connection. */
  online: boolean;
  retry(): void;
}

let problem: PageOpenProblem | undefined;
const listeners = new Set<() => void>();

export function setPageOpenProblem(next: PageOpenProblem | undefined) {
  if (next === problem) return;
  problem = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The notice is rendered by the layout, which the server renders too: a child added beside the
 * router's would change every `useId` below it, and hydration would keep the server's ids while
 * the app looks elements up by its own.
 */
export function usePageOpenProblem(): PageOpenProblem | undefined {
  return useSyncExternalStore(
    subscribe,
    () => problem,
    () => undefined,
  );
}
