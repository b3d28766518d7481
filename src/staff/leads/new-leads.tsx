/**
 * How many leads are New, asked every 30 s while the workspace is in view and at once when it
 * comes back into view (decision 058): the tab's title shows it, and the inbox takes a change of
 * it as its cue to show what arrived. Polling rather than a stream: one small indexed count,
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
import { fetchNewLeadCount } from '../api/leads.ts';

interface NewLeads {
  /** undefined until the server has answered once. */
  count: number | undefined;
  /** Asks now: after a change that may have moved a lead out of New. */
  refresh(): void;
}

const NewLeadsContext = createContext<NewLeads>({ count: undefined, refresh: () => {} });

export function NewLeadsProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState<number>();
  const refresh = useCallback(() => {
    fetchNewLeadCount().then(setCount, () => {
      // A missed poll changes nothing: the next one asks again, and a 401 ends the session.
    });
  }, []);

  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    poll();
    const timer = setInterval(poll, newLeadPollMs);
    document.addEventListener('visibilitychange', poll);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [refresh]);

  const value = useMemo(() => ({ count, refresh }), [count, refresh]);
  return <NewLeadsContext value={value}>{children}</NewLeadsContext>;
}

export function useNewLeads(): NewLeads {
  return useContext(NewLeadsContext);
}
