/**
 * Lets the bundler drop the parts of React Router this site never calls (decision 049).
 *
 * React Router's published ES modules define every component at the top level with
 * `React.forwardRef(…)` / `React.createContext(…)` and then assign its `displayName`, without
 * the `@__PURE__` annotation its other calls carry. A bundler must assume such a call and
 * assignment have side effects, so `<Form>`, `<NavLink>`, `<Link>` with its prefetching and the
 * data-router code they reach stay in every first visit's download although nothing here uses
 * them: about 4 kB of gzip on each page (docs/performance.md, "What a first visit downloads").
 *
 * Both calls are pure by React's definition, and `displayName` only labels a component in
 * React's developer tools, so this marks the calls pure and drops the labels. Nothing the site
 * uses changes; what it does not use goes. The rewrite is a text pattern over another package's
 * files, so the build checks what it found against `publishedShape` below, module by module,
 * and fails on any difference: a release that renames React's namespace, moves a component or
 * adds one says so here instead of quietly putting the bytes back.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const reactRouterModule = /\/node_modules\/react-router\/(dist\/.+\.m?js)$/;
const componentFactory = /\b(React\d*)\.(forwardRef|createContext|memo)\(/g;
/** The same calls through any name, to tell a renamed namespace from a removed call. */
const anyFactory = /\b([\w$]+)\.(forwardRef|createContext|memo)\(/g;
const displayNameLabel = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

interface Shape {
  /** Calls of React's component factories the rewrite marks pure. */
  factories: number;
  /** `displayName` assignments it drops. */
  labels: number;
}

/**
 * What the rewrite finds in react-router 7.18.5's modules that the browser build takes (its
 * production build, decision 050), by path in the package with a file's content hash as `*`:
 * a release that only renames its chunks still matches. Any other module of the package is
 * expected to hold none.
 */
export const publishedShape: Readonly<Record<string, Shape>> = {
  'dist/production/chunk-*.mjs': { factories: 17, labels: 15 },
};

/** The module's text with React's component factories marked pure and their labels gone. */
export function withPureComponents(code: string): string {
  return code.replace(componentFactory, '/* @__PURE__ */ $1.$2(').replace(displayNameLabel, '');
}

/** A module's path in the package, with a content hash in its name (`chunk-7RTFRKQW`) as `*`. */
export function publishedPath(id: string): string | undefined {
  const path = reactRouterModule.exec(id.split('?')[0] ?? id)?.[1];
  return path?.replace(/-[A-Z0-9]{8}(?=\.m?js$)/, '-*');
}

interface Found extends Shape {
  files: string[];
  /** Factory calls through names the rewrite does not know, e.g. `R.forwardRef`. */
  otherNames: string[];
}

function found(modules: Iterable<readonly [id: string, code: string]>): Map<string, Found> {
  const byPath = new Map<string, Found>();
  for (const [id, code] of modules) {
    const path = publishedPath(id);
    if (path === undefined) continue;
    const entry = byPath.get(path) ?? { factories: 0, labels: 0, files: [], otherNames: [] };
    entry.files.push(id.slice(id.lastIndexOf('/') + 1));
    entry.factories += code.match(componentFactory)?.length ?? 0;
    entry.labels += code.match(displayNameLabel)?.length ?? 0;
    for (const [call, name] of code.matchAll(anyFactory)) {
      if (!/^React\d*$/.test(name ?? '')) entry.otherNames.push(call.slice(0, -1));
    }
    byPath.set(path, entry);
  }
  return byPath;
}

const counted = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

function tally(names: string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} ×${count}`).join(', ');
}

/** One line per published path whose modules differ from `publishedShape`. */
function shapeMismatches(modules: Iterable<readonly [id: string, code: string]>): string[] {
  const byPath = found(modules);
  const none: Shape = { factories: 0, labels: 0 };
  const problems = [];
  for (const path of new Set([...Object.keys(publishedShape), ...byPath.keys()])) {
    const want = publishedShape[path] ?? none;
    const got = byPath.get(path);
    if (got === undefined) {
      problems.push(
        `${path}: expected ${counted(want.factories, 'call')} of React.forwardRef/createContext/memo and ${counted(want.labels, 'displayName label')}, but the build has no such module`,
      );
      continue;
    }
    if (got.factories === want.factories && got.labels === want.labels) continue;
    const others =
      got.otherNames.length > 0 ? ` (calls through other names: ${tally(got.otherNames)})` : '';
    problems.push(
      `${path} (${got.files.sort().join(', ')}): expected ${counted(want.factories, 'call')} of React.forwardRef/createContext/memo, found ${got.factories}${others}; expected ${counted(want.labels, 'displayName label')}, found ${got.labels}`,
    );
  }
  return problems;
}

/** Throws, naming each module and what it expected and found, unless the shape is as expected. */
export function assertPublishedShape(
  modules: Iterable<readonly [id: string, code: string]>,
  version: string,
): void {
  const problems = shapeMismatches(modules);
  if (problems.length === 0) return;
  throw new Error(
    [
      `React Router ${version} is not shaped as tools/react-router-tree-shaking expects:`,
      ...problems.map((problem) => `  ${problem}`),
      'Components the site never uses would stay in every first visit. Read the new modules, then',
      'update publishedShape in tools/react-router-tree-shaking/plugin.ts or the patterns (decision 049).',
    ].join('\n'),
  );
}

function installedVersion(): string {
  const require = createRequire(import.meta.url);
  const { version } = require('react-router/package.json') as { version: string };
  return version;
}

export function reactRouterTreeShaking(): Plugin {
  const modules: [id: string, code: string][] = [];
  return {
    name: 'academy-react-router-tree-shaking',
    // The server-side build for pre-rendering leaves React Router in node_modules.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      modules.length = 0;
    },
    transform: {
      filter: { id: reactRouterModule },
      handler(code, id) {
        modules.push([id, code]);
        const next = withPureComponents(code);
        return next === code ? undefined : { code: next, map: null };
      },
    },
    buildEnd(error) {
      if (error) return;
      try {
        assertPublishedShape(modules, installedVersion());
      } catch (mismatch) {
        this.error(mismatch instanceof Error ? mismatch.message : String(mismatch));
      }
    },
  };
}
