import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { checkBrowserHistory } from './browser-history.ts';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
/** What the browser build takes from React Router (its production build). */
const browserEntry: Record<string, unknown> = await import(
  pathToFileURL(join(packageDir, 'dist/production/index.mjs')).href
);
const create = browserEntry.UNSAFE_createBrowserHistory as (options: object) => object;
const file = 'react-router (dist/production/index.mjs)';

test('the installed React Router’s browser history behaves as the page router relies on', () => {
  expect(() => checkBrowserHistory(browserEntry, file)).not.toThrow();
});

test('a release without the export fails, naming the file and the export', () => {
  const { UNSAFE_createBrowserHistory: _gone, ...rest } = browserEntry;
  expect(() => checkBrowserHistory(rest, file)).toThrow(
    'react-router (dist/production/index.mjs) no longer exports UNSAFE_createBrowserHistory, the history src/app/page-router.tsx drives <Router> with',
  );
});

test('a history that stops telling its listener of pushes fails, saying what it heard', () => {
  const quiet = (options: object) => create({ ...options, v5Compat: false });
  expect(() => checkBrowserHistory({ UNSAFE_createBrowserHistory: quiet }, file)).toThrow(
    "react-router (dist/production/index.mjs): UNSAFE_createBrowserHistory no longer behaves as src/app/page-router.tsx relies on:\n  after push('/courses?level=1#fees') the listener heard nothing with /courses?level=1#fees in the address bar; expected PUSH /courses?level=1#fees with /courses?level=1#fees\n  after replace('/apply') the listener heard nothing with /apply in the address bar; expected REPLACE /apply with /apply",
  );
});

test('a history that no longer writes the address bar fails', () => {
  const offline = (options: { window: { history: object } }) =>
    create({
      ...options,
      window: {
        ...options.window,
        history: { ...options.window.history, pushState: () => {}, state: null },
      },
    });
  expect(() => checkBrowserHistory({ UNSAFE_createBrowserHistory: offline }, file)).toThrow(
    "after push('/courses?level=1#fees') the listener heard PUSH / with / in the address bar; expected PUSH /courses?level=1#fees with /courses?level=1#fees",
  );
});
