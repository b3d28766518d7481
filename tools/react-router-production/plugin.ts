/**
 * The browser build takes React Router's production build (decision 050), and checks the
 * browser history the app takes from it (decision 051).
 *
 * React Router publishes no "production" export condition: bundlers get its development build,
 * whose warnings cannot be dropped by minifying. The browser build resolves `react-router` and
 * `react-router/dom` to the production files beside them, once `productionTwin` has found that
 * each exists and exports the same names; the development server, the unit tests and the
 * pre-rendering keep the published files. A release that changes what this relies on fails the
 * build with a message naming the file and what changed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { checkBrowserHistory } from './browser-history.ts';
import { productionTwin } from './production-twin.ts';

const entries = [
  { find: /^react-router$/, entry: '.' },
  { find: /^react-router\/dom$/, entry: './dom' },
];

function installed() {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const { version, exports } = JSON.parse(readFileSync(packageJson, 'utf8'));
  return { dir: dirname(packageJson), version: String(version), exports };
}

export function reactRouterProduction(): Plugin {
  const { dir, version, exports } = installed();
  let browserEntry = '';
  return {
    name: 'academy:react-router-production',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config() {
      const read = (path: string) => {
        const file = join(dir, path);
        return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      };
      const alias = entries.map(({ find, entry }) => {
        try {
          return { find, replacement: join(dir, productionTwin(exports, entry, read)) };
        } catch (problem) {
          throw new Error(
            `React Router ${version}: ${problem instanceof Error ? problem.message : problem}. The browser build takes its production files (tools/react-router-production, decision 050).`,
          );
        }
      });
      browserEntry = alias[0]?.replacement ?? '';
      return { resolve: { alias } };
    },
    async buildStart() {
      const module = await import(pathToFileURL(browserEntry).href);
      try {
        checkBrowserHistory(
          module,
          `React Router ${version} (${browserEntry.slice(dir.length + 1)})`,
        );
      } catch (problem) {
        this.error(`${problem instanceof Error ? problem.message : problem} (decision 051)`);
      }
    },
  };
}
