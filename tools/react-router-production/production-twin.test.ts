import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { exportedNames, productionTwin } from './production-twin.ts';

const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
const packageDir = dirname(packageJson);
const { exports } = JSON.parse(readFileSync(packageJson, 'utf8'));

/** The installed package's files, with `changes` applied (`undefined`: the file is gone). */
const packageFiles =
  (changes: Record<string, (text: string) => string | undefined> = {}) =>
  (path: string) => {
    const file = join(packageDir, path);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const change = changes[path];
    return text === undefined || change === undefined ? text : change(text);
  };

test('each published entry has a production twin exporting the same names', () => {
  expect(productionTwin(exports, '.', packageFiles())).toBe('dist/production/index.mjs');
  expect(productionTwin(exports, './dom', packageFiles())).toBe('dist/production/dom-export.mjs');
  const names = exportedNames(packageFiles()('dist/production/index.mjs') ?? '');
  expect(names).toContain('UNSAFE_createBrowserHistory');
  expect(names).toContain('Router');
});

test('a release without the production file fails, naming it and what it stands in for', () => {
  const gone = packageFiles({ 'dist/production/dom-export.mjs': () => undefined });
  expect(() => productionTwin(exports, './dom', gone)).toThrow(
    'dist/production/dom-export.mjs is missing: the production twin of dist/development/dom-export.mjs ("./dom")',
  );
});

test('a production file that lacks an export fails, naming the file and the export', () => {
  const lacking = packageFiles({
    'dist/production/index.mjs': (text) =>
      text.replace(/^ {2}createBrowserHistory as UNSAFE_createBrowserHistory,\n/m, ''),
  });
  expect(() => productionTwin(exports, '.', lacking)).toThrow(
    /^dist\/production\/index\.mjs does not export what dist\/development\/index\.mjs \("\."\) exports: (\d+) names expected, (\d+) found; missing: UNSAFE_createBrowserHistory; not published: none$/,
  );
});

test('a production file with an export the published one lacks fails too', () => {
  const more = packageFiles({
    'dist/production/index.mjs': (text) => `${text}\nexport const unstable_extra = 1;\n`,
  });
  expect(() => productionTwin(exports, '.', more)).toThrow(
    'missing: none; not published: unstable_extra',
  );
});

test('a package that publishes its production build for bundlers needs no twin, and says so', () => {
  const published = {
    ...exports,
    '.': { module: { default: './dist/index.mjs' }, default: './dist/index.js' },
  };
  expect(() => productionTwin(published, '.', packageFiles())).toThrow(
    '"." is published as dist/index.mjs, no longer a development build with a production twin',
  );
});
