/**
 * `npm run lint` refuses an import that points up the layers or into another feature's
 * internals (biome.json's overrides): a probe file with each kind of wrong import is linted as
 * it would be in the tree, and one with allowed imports passes.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');

/** Lints `source` as the file `path` (relative to the project); the diagnostics, or '' when none. */
function lintAs(path: string, source: string): string {
  const probe = path.replace(/(\.tsx?)$/, `-probe-${randomBytes(4).toString('hex')}$1`);
  writeFileSync(join(root, probe), source);
  try {
    execFileSync(biome, ['lint', '--colors=off', probe], { cwd: root, stdio: 'pipe' });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    return `${stdout ?? ''}${stderr ?? ''}` || String(error);
  } finally {
    rmSync(join(root, probe), { force: true });
  }
}

const uses = (specifier: string, name: string) =>
  `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

test.each([
  ['src/domain/x.ts', uses('../features/outbox/flush.ts', 'flushOutbox'), 'src/domain is shared'],
  ['src/page-start/x.ts', uses('../ui/early-click.ts', 'earlyClickWithin'), 'start script'],
  ['src/page-start/x.ts', uses('../lib/config.ts', 'config'), 'start script'],
  ['src/lib/x.ts', uses('../app/router.tsx', 'routes'), 'Imports point down the layers'],
  ['src/ui/x.ts', uses('../features/chat/chat-open.ts', 'chatOpenState'), 'Imports point down'],
  ['src/features/forms/x.ts', uses('../outbox/claim.ts', 'withClaim'), 'public modules only'],
  ['src/pages/home/x.ts', uses('../../features/outbox/claim.ts', 'withClaim'), 'public modules'],
  ['sw/x.ts', uses('../src/features/outbox/claim.ts', 'withClaim'), 'The service worker shares'],
  ['server/x.ts', uses('../src/lib/http.ts', 'request'), 'The server shares src/domain'],
])('a wrong import in %s fails lint', (path, source, message) => {
  expect(lintAs(path, source)).toContain(message);
});

test('imports down the layers and through a feature’s public module pass', () => {
  expect(
    lintAs(
      'src/pages/home/x.ts',
      uses('../../features/content/content-store.ts', 'usePageContent'),
    ),
  ).toBe('');
  expect(lintAs('sw/x.ts', uses('../src/features/outbox/flush.ts', 'flushOutbox'))).toBe('');
  expect(lintAs('src/features/forms/x.ts', uses('../../lib/http.ts', 'request'))).toBe('');
  expect(lintAs('src/page-start/x.ts', uses('../domain/early-click.ts', 'needsApp'))).toBe('');
  expect(lintAs('src/page-start/x.ts', uses('./mark-early-click.ts', 'markEarlyClick'))).toBe('');
});
