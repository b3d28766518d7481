/**
 * Lets the bundler drop the parts of React Router this site never calls.
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
 * uses changes; what it does not use goes. Should a release of React Router change its shape
 * so that nothing matches, the build says so (and the first-visit budget shows the bytes).
 */
import type { Plugin } from 'vite';

const reactRouterModule = /\/node_modules\/react-router\/dist\/.+\.m?js$/;
const componentFactory = /\b(React\d*)\.(forwardRef|createContext|memo)\(/g;
const displayNameLabel = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** The module's text with React's component factories marked pure and their labels gone. */
export function withPureComponents(code: string): string {
  return code.replace(componentFactory, '/* @__PURE__ */ $1.$2(').replace(displayNameLabel, '');
}

export function reactRouterTreeShaking(): Plugin {
  let seen = 0;
  let annotated = 0;
  return {
    name: 'academy-react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterModule.test(id)) return;
      seen += 1;
      const next = withPureComponents(code);
      if (next === code) return;
      annotated += 1;
      return { code: next, map: null };
    },
    buildEnd() {
      if (seen > 0 && annotated === 0) {
        this.warn(
          "React Router's modules no longer match the pattern tools/react-router-tree-shaking expects: unused components may stay in the bundle.",
        );
      }
    },
  };
}
