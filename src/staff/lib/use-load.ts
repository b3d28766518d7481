import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

/**
 * What `load` resolves to, asked when the screen opens and again on `reload()`; an answer that
 * arrives after the screen has gone, or after a newer request, is dropped. A reload keeps what
 * is shown until the new answer arrives: no flash of a spinner.
 */
export function useLoad<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
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
  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return [state, reload];
}
