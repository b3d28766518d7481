import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { assertPublishedShape, publishedPath } from './plugin.ts';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionDir = join(packageDir, 'dist/production');

/** React Router's production modules as the build reads them: [id, text]. */
const published: [string, string][] = readdirSync(productionDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => {
    const id = join(productionDir, file);
    return [id, readFileSync(id, 'utf8')];
  });

const [componentsId, componentsText] = published.find(([, text]) =>
  text.includes('var Link = React10.forwardRef('),
) ?? ['', ''];
const fileName = (id: string) => id.slice(id.lastIndexOf('/') + 1);
const componentsFile = fileName(componentsId);
/** The modules the components' module shares its published path with, as a message names them. */
const chunkFiles = published
  .map(([id]) => fileName(id))
  .filter((file) => file.startsWith('chunk-'))
  .sort()
  .join(', ');

/** The published modules with the components' module's text changed. */
const withComponents = (text: string, id = componentsId): [string, string][] => [
  ...published.filter(([other]) => other !== componentsId),
  [id, text],
];

const check = (modules: [string, string][]) => () => assertPublishedShape(modules, '7.99.0');

test('a module is known by its path in the package, whatever the hash in its name', () => {
  expect(publishedPath('/app/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs')).toBe(
    'dist/production/chunk-*.mjs',
  );
  expect(publishedPath('/app/node_modules/react-router/dist/production/index.mjs')).toBe(
    'dist/production/index.mjs',
  );
  expect(publishedPath('/app/node_modules/react-router-dom/dist/index.mjs')).toBeUndefined();
});

test('the installed React Router has the shape the rewrite expects', () => {
  expect(componentsFile).toMatch(/^chunk-[A-Z0-9]{8}\.mjs$/);
  expect(check(published)).not.toThrow();
});

test('a release that renames React’s namespace fails, naming the module and the new name', () => {
  expect(check(withComponents(componentsText.replaceAll('React10.', 'ReactDom.')))).toThrow(
    `React Router 7.99.0 is not shaped as tools/react-router-tree-shaking expects:\n  dist/production/chunk-*.mjs (${chunkFiles}): expected 17 calls of React.forwardRef/createContext/memo, found 13 (calls through other names: ReactDom.forwardRef ×4); expected 15 displayName labels, found 15`,
  );
});

test('a release with fewer component calls or labels fails with the expected and found counts', () => {
  const fewer = componentsText
    .replace('var Form = React10.forwardRef(', 'var Form = makeForm(')
    .replace('Form.displayName = "Form";', '');
  expect(check(withComponents(fewer))).toThrow(
    `dist/production/chunk-*.mjs (${chunkFiles}): expected 17 calls of React.forwardRef/createContext/memo, found 16; expected 15 displayName labels, found 14`,
  );
});

test('components moved to a module of another name fail for both modules', () => {
  const moved = join(productionDir, 'components-ABCD1234.mjs');
  const modules = [
    ...withComponents(componentsText, moved),
    [componentsId, ''] as [string, string],
  ];
  expect(check(modules)).toThrow(
    /dist\/production\/chunk-\*\.mjs \(.+\): expected 17 calls of React.forwardRef\/createContext\/memo, found 0; expected 15 displayName labels, found 0\n {2}dist\/production\/components-\*\.mjs \(components-ABCD1234\.mjs\): expected 0 calls of React.forwardRef\/createContext\/memo, found 17; expected 0 displayName labels, found 15/,
  );
});

test('a build without the components’ module fails, naming what it expected', () => {
  const withoutChunks = published.filter(([id]) => !fileName(id).startsWith('chunk-'));
  expect(check(withoutChunks)).toThrow(
    'dist/production/chunk-*.mjs: expected 17 calls of React.forwardRef/createContext/memo and 15 displayName labels, but the build has no such module',
  );
});
