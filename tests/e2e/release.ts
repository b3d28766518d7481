import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
    /**
     * The next release, in which the hashed file `<name>-<hash>.js` has changed: it has a new
     * hash, and so has every hashed file that names it, in turn; the old files are gone, and
     * the pages and the service worker name the new ones. With `missing`, the release lacks
     * the file altogether (a broken deploy).
     */
    releaseAsset(name: string, { missing = false } = {}) {
      const assets = join(dir, 'assets');
      const hashed = new RegExp(`^${name}-[\\w-]+\\.js$`);
      const first = readdirSync(assets).find((file) => hashed.test(file));
      if (!first) throw new Error(`no ${name} chunk in the build`);
      const drop = (path: string) => {
        for (const suffix of ['', '.br', '.gz']) rmSync(path + suffix, { force: true });
      };
      if (missing) {
        drop(join(assets, first));
        return;
      }
      const renamed = new Map<string, string>();
      const rename = (file: string) => {
        const next = file.replace(/-[\w-]+\.js$/, `-r${renamed.size}next.js`);
        renamed.set(file, next);
        renameSync(join(assets, file), join(assets, next));
        drop(join(assets, file));
      };
      rename(first);
      for (let changed = true; changed; ) {
        changed = false;
        for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
          if (!/\.(html|js)$/.test(file)) continue;
          const path = join(dir, file);
          const text = readFileSync(path, 'utf8');
          let next = text;
          for (const [from, to] of renamed) next = next.replaceAll(from, to);
          if (next === text) continue;
          writeFileSync(path, next);
          // The compressed copies would still name the old files.
          for (const suffix of ['.br', '.gz']) rmSync(path + suffix, { force: true });
          // A file renamed already may name itself (its old name, in a list of chunks).
          const base = file.split('/').pop() ?? file;
          const fresh = !renamed.has(base) && ![...renamed.values()].includes(base);
          if (file.startsWith('assets/') && fresh) {
            rename(base);
            changed = true;
          }
        }
      }
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
