import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * What `load` resolves to, asked when the screen opens, again on `reload()`, and again whenever
 * `changes` changes (a count of what the screen around it did that changes the answer); an
 * answer that arrives after the screen has gone, or after a newer request, is dropped. A reload
 * keeps what is shown until the new answer arrives: no flash of a spinner.
 */
export function useLoad<T>(load: () => Promise<T>, changes = 0): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(() => {
    latest.current += 1;
    const request = latest.current;
    load().then(
      (data) => request === latest.current && setState({ status: 'ready', data }),
      (error: unknown) => request === latest.current && setState({ status: 'failed', error }),
    );
  }, [load]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` asks again, unread.
  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload, changes]);
  return [state, reload];
}
