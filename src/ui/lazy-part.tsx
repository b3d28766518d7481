import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { loadUntilLoaded } from '../lib/load-until-loaded.ts';
import { NeedsConnection } from './needs-connection.tsx';

interface PartOptions {
  /** Shown while the code is on its way. */
  loading?: ReactNode;
  /** A part with nothing to show until it works (a toast, a count) fails without a word. */
  quiet?: boolean;
}

/**
 * A part of the page whose code loads when it is first rendered (React's `lazy`), but whose
 * failure to load stays in its own place: React would hand a rejected import to the nearest
 * error boundary, the app's, and the whole site would go. Instead the import is tried again
 * each time the connection seems back, and meanwhile the part says it needs one.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { loading = null, quiet = false }: PartOptions = {},
): ComponentType<Props> {
  let tryNow: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  // Never rejects: it resolves once the code has loaded, however many attempts that takes.
  const Lazy = lazy(() =>
    loadUntilLoaded(load, (failed, retry) => {
      tryNow = failed ? retry : undefined;
      for (const listener of listeners) listener();
    }).then((component) => ({ default: component })),
  ) as ComponentType<Props>;

  function Waiting() {
    const failed = useSyncExternalStore(
      subscribe,
      () => tryNow,
      () => undefined,
    );
    return failed && !quiet ? <NeedsConnection tryNow={failed} /> : loading;
  }

  return function Part(props: Props) {
    return (
      <Suspense fallback={<Waiting />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
