import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startSiteServer } from '../support/site-server.mjs';

/**
 * A server of its own over a copy of the build, so a test can publish the next release of the
 * site while a visitor has the current one open.
 */
export async function releasedSite(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'academy-release-'));
  cpSync('dist', dir, { recursive: true });
  const server = await startSiteServer({ ...env, STATIC_DIR: dir });
  return {
    url: server.url,
    /** The next release's service worker: `change` makes it from this one. */
    releaseWorker(change: (script: string) => string) {
      const file = join(dir, 'sw.js');
      const next = Buffer.from(change(readFileSync(file, 'utf8')));
      // A release brings the build's compressed copies with it.
      writeFileSync(file, next);
      writeFileSync(`${file}.br`, brotliCompressSync(next));
      writeFileSync(`${file}.gz`, gzipSync(next));
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
