/**
 * React DOM makes five errors when its module runs, not to throw at anyone but as markers it
 * throws and recognises by identity while rendering (a component waiting for code or data, a
 * hydration mismatch). Making an Error records where it was made; with a debugger attached —
 * the browser's developer tools, and Lighthouse, which measures through the same connection —
 * that means line and column for every function on the stack, and React DOM's whole code is
 * one function there (its CommonJS wrapper): the browser parses all of it again, 20–45 ms on
 * this machine's main thread, in the task that starts the app. Visitors without developer tools
 * never pay it, but it is counted in every Lighthouse run as blocking time.
 *
 * The markers are made here as objects of the Error type with the same message and no recorded
 * stack: React compares them by identity and reads at most their message. The build fails if
 * React DOM no longer makes exactly these markers, so an upgrade cannot drop the change
 * silently.
 */
import type { Plugin } from 'vite';

export const reactDomClientModule = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/**
 * HydrationMismatchException, SuspenseException, SuspenseyCommitException,
 * SuspenseActionException and SelectiveHydrationException, as React DOM 19.3 names them.
 */
export const sentinelErrorCodes = [519, 460, 474, 542, 461] as const;

const helperName = '__academyMarkerError';
const helper = `function ${helperName}(message) {
  return Object.create(Error.prototype, { message: { value: message } });
}
`;

const sentinel = new RegExp(
  String.raw`(=\s*)Error\(formatProdErrorMessage\((${sentinelErrorCodes.join('|')})\)\)`,
  'g',
);

/** React DOM's client module with its marker errors made without a recorded stack. */
export function withQuietSentinels(code: string): string {
  const found: number[] = [];
  const changed = code.replace(sentinel, (_match, assignment: string, errorCode: string) => {
    found.push(Number(errorCode));
    return `${assignment}${helperName}(formatProdErrorMessage(${errorCode}))`;
  });
  const expected = [...sentinelErrorCodes].sort();
  if (found.sort().join() !== expected.join()) {
    throw new Error(
      `React DOM's marker errors changed: found codes [${found.join(', ')}], expected [${expected.join(', ')}]; see tools/react-sentinels/plugin.ts`,
    );
  }
  // At the end: a function declaration is hoisted, and the file's "use strict" stays first.
  return `${changed}\n${helper}`;
}

export function quietReactSentinels(): Plugin {
  return {
    name: 'academy:react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!reactDomClientModule.test(id.split('?')[0] ?? id)) return undefined;
      return { code: withQuietSentinels(code), map: null };
    },
  };
}
