/**
 * How many leads are New and when the newest arrived, asked every 30 s while the workspace is in
 * view, and at once when it comes back into view or back online (decision 058): the tab's title
 * shows the count, and the inbox takes a change of either as its cue to show what arrived. Polling rather than a stream: one small indexed count,
 * through any proxy, with nothing held open on the server per person.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { newLeadPollMs } from '../../domain/staff-workspace.ts';
import { fetchNewLeads } from '../api/leads.ts';

interface NewLeads {
  /** undefined until the server has answered once. */
  count: number | undefined;
  /** Changes whenever the count does or a lead arrives; undefined until the first answer. */
  version: string | undefined;
  /** Counts the answers: a screen that could not act on one may try again at the next. */
  answers: number;
  /** Asks now: after a change that may have moved a lead out of New. */
  refresh(): void;
}

const NewLeadsContext = createContext<NewLeads>({
  count: undefined,
  version: undefined,
  answers: 0,
  refresh: () => {},
});

export function NewLeadsProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<{ count: number; newestAt: string | null; at: number }>();
  const refresh = useCallback(() => {
    fetchNewLeads().then(
      (fresh) => setAnswer((last) => ({ ...fresh, at: (last?.at ?? 0) + 1 })),
      () => {
        // A missed poll changes nothing: the next one asks again, and a 401 ends the session.
      },
    );
  }, []);

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    poll();
    const timer = setInterval(poll, newLeadPollMs);
    document.addEventListener('visibilitychange', poll);
    window.addEventListener('online', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
      window.removeEventListener('online', poll);
    };
  }, [refresh]);

  const count = answer?.count;
  const version = answer && `${answer.count} ${answer.newestAt ?? ''}`;
  const answers = answer?.at ?? 0;
  const value = useMemo(
    () => ({ count, version, answers, refresh }),
    [count, version, answers, refresh],
  );
  return <NewLeadsContext value={value}>{children}</NewLeadsContext>;
}

export function useNewLeads(): NewLeads {
  return useContext(NewLeadsContext);
}
