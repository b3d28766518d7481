/**
 * Compiles the page's start script (src/page-start/page-start.ts) into the one classic script
 * every pre-rendered page inlines first in its head: an IIFE with nothing left to import,
 * minified, for every browser the site supports. A separate build from the app's: the app's
 * config splits code into modules, and this must be a single script of a kilobyte or so.
 */
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

const entry = 'src/page-start/page-start.ts';

function isOutput(result: unknown): result is Rolldown.RolldownOutput {
  return typeof result === 'object' && result !== null && 'output' in result;
}

/** The script's text, for a `<script>` element with nothing around it. */
export async function buildPageStartScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      // In memory only: nothing is written, nothing emptied.
      write: false,
      outDir: join(root, 'node_modules/.tmp/page-start'),
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).filter(isOutput);
  const chunks = outputs.flatMap(({ output }) => output.filter((item) => item.type === 'chunk'));
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1) {
    throw new Error(`${entry} must build into one script, not ${chunks.length}`);
  }
  const script = chunk.code.trim();
  // Text that would end the inline <script> element early, or change how the page parses it.
  if (/<\/script|<!--/i.test(script)) {
    throw new Error(`The built ${entry} cannot be inlined: it contains </script or <!--`);
  }
  return script;
}
