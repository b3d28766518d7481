/**
 * Failures the visitor is spared but a developer should hear of, told in the console of the page
 * or the service worker. A warning, not an error: the site carries on without what failed. Each
 * is told once per kind of error, so one that recurs (every page, every retry) does not fill
 * the console.
 */
const told = new Set<string>();

export function report(what: string, error: unknown): void {
  const kind = error instanceof Error ? error.name : typeof error;
  const key = `${what}\n${kind}`;
  if (told.has(key)) return;
  told.add(key);
  console.warn(`${what}:`, error);
}

/** A `.catch` handler: reports the failure and goes on with `fallback`. */
export function reportAndUse<T>(what: string, fallback: T): (error: unknown) => T {
  return (error) => {
    report(what, error);
    return fallback;
  };
}
