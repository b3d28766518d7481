/**
 * Brotli (maximum quality) and gzip copies of every text file the build writes, next to it
 * (`x.js.br`, `x.js.gz`), so the server sends them as they are instead of compressing each
 * response (server/site/serve-site.ts, `preCompressed`): the hashed assets, and the
 * pre-rendered pages, the service worker and the manifest, which the build writes together
 * with their copies (a release replaces the whole folder). A page rendered at request time with
 * published content is compressed the same way by the server, once per rendering
 * (server/site/published-pages.ts). Runs after the service worker's precache
 * list is made; the list's patterns name no .br or .gz file either way.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { compressAtBest } from '../../server/site/compress.ts';

/** What a browser gets compressed: text. Images and fonts are compressed already. */
export const compressibleFile = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Writes the copies of each compressible file in `dir`; a copy no smaller is left out. */
export async function precompressDirectory(dir: string): Promise<{ files: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const { br, gzip: gz } = await compressAtBest(data);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return { files: files.length };
}

export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:precompress',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // After vite-plugin-pwa's closeBundle (default order), which writes the service worker.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const { files } = await precompressDirectory(outDir);
        config.logger.info(`precompressed ${files} files (brotli, gzip)`);
      },
    },
  };
}
