// `npm run content` / `submissions` / `staff`: compile the server if needed (the CLIs need only
// server/ and src/domain/, not the site), then run the named CLI with the remaining arguments.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, projectRoot } from './ensure-build.mjs';

const clis = ['content', 'submissions', 'staff'];
const [name, ...args] = process.argv.slice(2);
if (!clis.includes(name)) {
  process.stderr.write(`Usage: node server/cli.mjs ${clis.join('|')} …\n`);
  process.exit(2);
}

const script = `build/server/server/cli/${name}.js`;
ensureBuilt({
  outputs: [script],
  sources: ['server', 'src/domain'],
  command: [
    process.execPath,
    'node_modules/typescript/bin/tsc',
    '-p',
    'server/tsconfig.build.json',
  ],
  quiet: true,
});

// The CLI reads its arguments from process.argv, as if it had been started directly.
process.argv = [process.argv[0] ?? 'node', join(projectRoot, script), ...args];
await import(pathToFileURL(join(projectRoot, script)).href);
