/**
 * The server's test files share their worker's modules (`isolate: false` in vitest.config.ts):
 * a file that replaced a module, the environment, a global or the clock would change them for the
 * files after it in the same worker, and those would pass or fail by the order they ran in. So no
 * server test file may do any of that; a test that needs it belongs in a project that isolates.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');

const leaks: { pattern: RegExp; what: (match: RegExpExecArray) => string }[] = [
  {
    pattern: /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|setSystemTime)\(/,
    what: (match) => `vi.${match[1]}`,
  },
  {
    pattern: /\bprocess\.env\.\w+\s*=[^=]|\bdelete process\.env\./,
    what: () => 'process.env changed',
  },
];

function testFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts') && !path.includes('node_modules'))
    .map((path) => join(folder, path));
}

/** Each leak in `source`, as "line N: what". */
function leaksIn(source: string): string[] {
  return source.split('\n').flatMap((line, index) =>
    leaks.flatMap(({ pattern, what }) => {
      const match = pattern.exec(line);
      return match ? [`line ${index + 1}: ${what(match)}`] : [];
    }),
  );
}

test('no server test file changes what the files after it in its worker would load or read', () => {
  const found = testFiles(join(root, 'server')).flatMap((path) =>
    leaksIn(readFileSync(path, 'utf8')).map((leak) => `${relative(root, path)} ${leak}`),
  );
  expect(found).toEqual([]);
});

test('each kind of leak is found', () => {
  expect(leaksIn("vi.mock('../db/database.ts');")).toEqual(['line 1: vi.mock']);
  expect(leaksIn('\nvi.useFakeTimers();')).toEqual(['line 2: vi.useFakeTimers']);
  expect(leaksIn("vi.stubEnv('DATA_DIR', dir);")).toEqual(['line 1: vi.stubEnv']);
  expect(leaksIn("process.env.DATA_DIR = '/tmp/x';")).toEqual(['line 1: process.env changed']);
  expect(leaksIn('delete process.env.PORT;')).toEqual(['line 1: process.env changed']);
  expect(leaksIn("if (process.env.CI === '1') {}")).toEqual([]);
});
