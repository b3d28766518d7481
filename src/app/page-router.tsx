import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import {
  type Location,
  type NavigationType,
  Router,
  UNSAFE_createBrowserHistory,
} from 'react-router-dom';
import { serverAnswers, whenConnectionBack } from '../lib/connection-back.ts';
import { loadFailedStylesheets } from '../lib/failed-stylesheets.ts';
import { setPageOpenProblem } from './page-open-problem.ts';
import { reloadOnce } from './reload-once.ts';
import { preloadPage } from './router.tsx';

interface Shown {
  action: NavigationType;
  location: Location;
}

/**
 * The browser's router, except that a page is shown only once its code has loaded: until then
 * the visitor keeps the page they are on, which works. A page whose code cannot load (no
 * connection, or a release has replaced it) never blanks the screen: the visitor is told, and
 * it opens by itself once the connection is back, or is loaded again from the server. The
 * history is React Router's own, exported only under an UNSAFE_ name: each build checks that it
 * still behaves as this relies on (decision 051).
 */
export function PageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
  }));

  useLayoutEffect(() => {
    let latest: Shown | undefined;
    let stopWaiting = () => {};
    const open = (next: Shown) => {
      latest = next;
      stopWaiting();
      const { pathname } = next.location;
      const href = history.createHref(next.location);
      const retry = () => open(next);
      // A stylesheet that failed with a page's code is asked for again with it.
      Promise.all([preloadPage(pathname), loadFailedStylesheets()]).then(
        () => {
          if (latest !== next) return;
          startTransition(() => {
            setShown(next);
            setPageOpenProblem(undefined);
          });
        },
        async () => {
          const online = await serverAnswers(href);
          if (latest !== next || (online && reloadOnce(href))) return;
          setPageOpenProblem({ pathname, href, online, retry });
          if (!online) stopWaiting = whenConnectionBack(href, retry);
        },
      );
    };
    return history.listen(({ action, location }) => open({ action, location }));
  }, [history]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
