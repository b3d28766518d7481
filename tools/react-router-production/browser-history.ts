/**
 * src/app/page-router.tsx shows a page only once its code has loaded, keeping the visitor on
 * the page they are on until then. React Router's public routers cannot wait like that short of
 * its data router (decision 051), so PageRouter drives `<Router>` with the browser history React
 * Router builds its own BrowserRouter on, exported as `UNSAFE_createBrowserHistory`: a name that
 * may change in any release. This checks, against a stand-in window, what PageRouter relies on:
 * the export, and a history that writes the address bar and tells its one listener of every
 * push, replace and back/forward with the new location (`v5Compat`).
 */

interface HeardUpdate {
  action: string;
  location: { pathname: string; search: string; hash: string };
}

interface BrowserHistory {
  location: HeardUpdate['location'];
  createHref(to: { pathname: string; search: string; hash: string }): string;
  listen(listener: (update: HeardUpdate) => void): () => void;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
}

/** A window as far as a browser history uses it: an address, a session history, `popstate`. */
function standInWindow() {
  let address = new URL('http://localhost/');
  let state: unknown = null;
  const popListeners = new Set<() => void>();
  const visit = (href: string, next: unknown) => {
    address = new URL(href, address);
    state = next;
  };
  const window = {
    location: {
      get pathname() {
        return address.pathname;
      },
      get search() {
        return address.search;
      },
      get hash() {
        return address.hash;
      },
      get origin() {
        return address.origin;
      },
      get href() {
        return address.href;
      },
      assign: (href: string) => visit(href, null),
    },
    history: {
      get state() {
        return state;
      },
      pushState: (next: unknown, _title: string, href: string) => visit(href, next),
      replaceState: (next: unknown, _title: string, href?: string) => visit(href ?? '', next),
      go: () => {},
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'popstate') popListeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === 'popstate') popListeners.delete(listener);
    },
  };
  /** The visitor pressing Back or Forward to an entry with this address and state. */
  const traverse = (href: string, next: unknown) => {
    visit(href, next);
    for (const listener of popListeners) listener();
  };
  const shown = () => `${address.pathname}${address.search}${address.hash}`;
  return { window, traverse, shown, state: () => state };
}

const described = ({ action, location }: HeardUpdate) =>
  `${action} ${location.pathname}${location.search}${location.hash}`;

/**
 * Throws, saying what differs, unless `module` (React Router's browser entry) exports a
 * `UNSAFE_createBrowserHistory` whose history behaves as PageRouter relies on.
 */
export function checkBrowserHistory(module: Record<string, unknown>, file: string): void {
  const create = module.UNSAFE_createBrowserHistory;
  if (typeof create !== 'function') {
    throw new Error(
      `${file} no longer exports UNSAFE_createBrowserHistory, the history src/app/page-router.tsx drives <Router> with`,
    );
  }
  const browser = standInWindow();
  const history = create({ window: browser.window, v5Compat: true }) as BrowserHistory;
  const heard: string[] = [];
  history.listen((update) => heard.push(described(update)));
  const problems: string[] = [];
  const expect = (step: string, want: { heard: string; shown: string }) => {
    const last = heard.at(-1) ?? 'nothing';
    if (last !== want.heard || browser.shown() !== want.shown) {
      problems.push(
        `after ${step} the listener heard ${last} with ${browser.shown()} in the address bar; expected ${want.heard} with ${want.shown}`,
      );
    }
    heard.length = 0;
  };

  history.push('/courses?level=1#fees', { from: 'home' });
  const pushed = browser.state();
  expect("push('/courses?level=1#fees')", {
    heard: 'PUSH /courses?level=1#fees',
    shown: '/courses?level=1#fees',
  });
  history.replace('/apply');
  expect("replace('/apply')", { heard: 'REPLACE /apply', shown: '/apply' });
  browser.traverse('/courses?level=1#fees', pushed);
  expect('Back', { heard: 'POP /courses?level=1#fees', shown: '/courses?level=1#fees' });
  const href = history.createHref({ pathname: '/about', search: '?a=1', hash: '#team' });
  if (href !== '/about?a=1#team')
    problems.push(`createHref gave ${href}, expected /about?a=1#team`);
  if (problems.length > 0) {
    throw new Error(
      `${file}: UNSAFE_createBrowserHistory no longer behaves as src/app/page-router.tsx relies on:\n  ${problems.join('\n  ')}`,
    );
  }
}
