/**
 * `npm run lint` refuses an import that points up the layers, reaches past a feature's entry
 * (its index.ts) or into a feature the allowed graph does not name, or closes a cycle
 * (biome.json's overrides and `noImportCycles`): probe files with each kind of wrong import are
 * linted as they would be in the tree, and ones with allowed imports pass.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');

/** The probes every test below lints: written and linted in one run of Biome, which scans the project once. */
const probes = new Map<string, string>();
let linted: Promise<string> | undefined;

const probeName = `probe-${randomBytes(4).toString('hex')}`;

/** Lints every probe once; the diagnostics of Biome's run. */
function lintProbes(): Promise<string> {
  linted ??= new Promise((resolve) => {
    const paths = [...probes.keys()];
    const madeFolders = [...new Set(paths.map((path) => dirname(join(root, path))))].filter(
      (folder) => !existsSync(folder),
    );
    for (const folder of madeFolders) mkdirSync(folder, { recursive: true });
    for (const [path, source] of probes) writeFileSync(join(root, path), source);
    const args = ['lint', '--colors=off', '--max-diagnostics=none', ...paths];
    execFile(biome, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout, stderr) => {
      for (const path of paths) rmSync(join(root, path), { force: true });
      for (const folder of madeFolders) rmSync(folder, { recursive: true, force: true });
      resolve(`${stdout}${stderr}`);
    });
  });
  return linted;
}

/** Adds a probe at `path` (a name of its own beside it); resolves to its diagnostics only. */
function probe(path: string, source: string): () => Promise<string> {
  const at = path.replace(/(\.tsx?)$/, `-${probeName}-${probes.size}$1`);
  probes.set(at, source.replaceAll('{probe}', probeName));
  return async () =>
    (await lintProbes())
      .split(/\n(?=\S+\.tsx?:\d+:\d+ )/)
      .filter((diagnostic) => diagnostic.startsWith(at) || diagnostic.includes(`\n${at}:`))
      .join('\n');
}

const uses = (specifier: string, name: string) =>
  `import { ${name} } from '${specifier}';\n\nexport const used = ${name};\n`;

const wrong: [string, string, string][] = [
  // Up the layers.
  ['src/domain/x.ts', uses('../lib/outbox/index.ts', 'flushOutbox'), 'src/domain is shared'],
  ['src/page-start/x.ts', uses('../ui/early-click.ts', 'earlyClickWithin'), 'start script'],
  ['src/page-start/x.ts', uses('../lib/config.ts', 'config'), 'start script'],
  ['src/lib/x.ts', uses('../app/router.tsx', 'routes'), 'Imports point down the layers'],
  ['src/ui/x.ts', uses('../features/chat/index.ts', 'openChat'), 'Imports point down'],
  ['src/features/forms/x.ts', uses('../../pages/home/home-page.tsx', 'HomePage'), 'point down'],
  ['src/pages/home/x.ts', uses('../../app/router.tsx', 'routes'), 'Imports point down'],
  // Past a feature's entry, from a feature, a page, the app; into a feature's sub-folder.
  ['src/features/forms/x.ts', uses('../outbox/submit.ts', 'submitInquiry'), 'its entry'],
  ['src/features/event/x.ts', uses('../outbox/drafts.ts', 'clearDrafts'), 'its entry'],
  [
    'src/pages/home/x.ts',
    uses('../../features/content/content-store.ts', 'usePageContent'),
    'entry',
  ],
  ['src/app/x.ts', uses('../features/pwa/update-prompt.tsx', 'UpdatePrompt'), 'its entry'],
  ['src/features/event/x.ts', uses('../forms/fields/check-fields.tsx', 'TickField'), 'entry'],
  ['src/features/event/sub/x.ts', uses('../../outbox/submit.ts', 'submitInquiry'), 'entry'],
  // Into a feature the allowed graph does not name for this one.
  ['src/features/outbox/x.ts', uses('../event/index.ts', 'devicePolicy'), 'allowed graph'],
  ['src/features/event/x.ts', uses('../forms/index.ts', 'useResumeForm'), 'allowed graph'],
  ['src/features/chat/x.ts', uses('../content/index.ts', 'usePageContent'), 'allowed graph'],
  // Past the outbox's core's entry.
  ['src/features/outbox/x.ts', uses('../../lib/outbox/claim.ts', 'withClaim'), "outbox's core"],
  ['sw/x.ts', uses('../src/lib/outbox/flush.ts', 'flushOutbox'), 'The service worker shares'],
  ['sw/x.ts', uses('../src/features/outbox/index.ts', 'discardKept'), 'service worker shares'],
  ['server/x.ts', uses('../src/lib/http.ts', 'request'), 'The server shares src/domain'],
  // Into the staff workspace, a build of its own.
  ['src/pages/home/x.ts', uses('../../staff/app/staff-app.tsx', 'StaffApp'), 'staff workspace'],
];
const wrongProbes = wrong.map(([path, source, message]) => ({
  path,
  message,
  diagnostics: probe(path, source),
}));

const right: [string, string][] = [
  ['src/pages/home/x.ts', uses('../../features/content/index.ts', 'usePageContent')],
  ['src/app/x.ts', uses('../features/event/index.ts', 'loadEventBar')],
  ['src/features/forms/x.ts', uses('../outbox/index.ts', 'submitInquiry')],
  ['src/features/forms/x.ts', uses('../event/index.ts', 'devicePolicy')],
  ['src/features/forms/x.ts', uses('./use-resume-form.ts', 'useResumeForm')],
  ['src/features/forms/x.ts', uses('../../lib/http.ts', 'request')],
  ['src/features/outbox/x.ts', uses('../../lib/outbox/index.ts', 'withClaim')],
  ['sw/x.ts', uses('../src/lib/outbox/index.ts', 'syncOutbox')],
  ['src/page-start/x.ts', uses('../domain/early-click.ts', 'needsApp')],
  ['src/page-start/x.ts', uses('./mark-early-click.ts', 'markEarlyClick')],
];
const rightProbes = right.map(([path, source]) => ({ path, diagnostics: probe(path, source) }));

// Two modules that import each other.
const cycle = [
  probe('src/ui/x.ts', "import { b } from './y-{probe}-cycle.ts';\n\nexport const a = () => b;\n"),
];
probes.set(
  `src/ui/y-${probeName}-cycle.ts`,
  `import { a } from './x-${probeName}-${probes.size - 1}.ts';\n\nexport const b = () => a;\n`,
);

// One run of Biome over every probe: it scans the whole project for cycles, which takes a while.
beforeAll(() => lintProbes(), 180_000);

test.each(wrongProbes)('a wrong import in $path fails lint: $message', async (wrongProbe) => {
  expect(await wrongProbe.diagnostics()).toContain(wrongProbe.message);
});

test('an import cycle fails lint, wherever it is', async () => {
  expect(await cycle[0]?.()).toContain('noImportCycles');
});

test.each(rightProbes)('an allowed import in $path passes', async (rightProbe) => {
  expect(await rightProbe.diagnostics()).toBe('');
});
