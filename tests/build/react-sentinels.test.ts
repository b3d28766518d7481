import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { withQuietSentinels } from '../../tools/react-sentinels/plugin.ts';
import { dist } from './dist.ts';

const require = createRequire(import.meta.url);
const reactDomClientPath = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);
const reactDomClient = readFileSync(reactDomClientPath, 'utf8');

/** Runs React DOM's client module as CommonJS, counting the errors it makes while it loads. */
function loadCountingErrors(code: string) {
  const made: string[] = [];
  const CountingError = new Proxy(Error, {
    apply(target, self, args: [string?]) {
      made.push(String(args[0]));
      return Reflect.apply(target, self, args);
    },
    construct(target, args: [string?], newTarget) {
      made.push(String(args[0]));
      return Reflect.construct(target, args, newTarget);
    },
  });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', 'Error', code)(
    module,
    module.exports,
    require,
    CountingError,
  );
  return { exports: module.exports, made };
}

describe('React DOM loads without making an error', () => {
  test('as installed, it makes its five marker errors while loading', () => {
    expect(loadCountingErrors(reactDomClient).made).toHaveLength(5);
  });

  test('with the build’s change it makes none, and still offers hydrateRoot and createRoot', () => {
    const { exports, made } = loadCountingErrors(withQuietSentinels(reactDomClient));
    expect(made).toEqual([]);
    expect(typeof exports.hydrateRoot).toBe('function');
    expect(typeof exports.createRoot).toBe('function');
  });

  test('the build stops when React DOM’s markers are not the expected ones', () => {
    const oneFewer = reactDomClient.replace(
      'SelectiveHydrationException = Error(formatProdErrorMessage(461))',
      'SelectiveHydrationException = null',
    );
    expect(() => withQuietSentinels(oneFewer)).toThrow(/marker errors changed/);
  });

  test('the built React DOM chunk carries the change', () => {
    const assets = join(dist, 'assets');
    const chunks = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .filter((code) => code.includes('react.dev/errors/'));
    expect(chunks.length).toBeGreaterThan(0);
    const reactDom = chunks.filter((code) => /Object\.create\(Error\.prototype/.test(code));
    expect(reactDom).toHaveLength(1);
  });
});
