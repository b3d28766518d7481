/**
 * Pre-renders every route into the client build before the service worker's precache list is
 * made, so the pages are precached too. A second, server-side build of src/entry-server.tsx
 * (same config, so CSS-module class names match) renders each route with react-dom's prerender.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

interface ServerEntry {
  prerenderSite(template: string, origin: string): Promise<{ file: string; contents: string }[]>;
  config: { siteUrl: string };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // Before vite-plugin-pwa's closeBundle (order 'pre' beats its default), which lists the precache.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, 'node_modules/.prerender');
        await rm(serverDir, { recursive: true, force: true });
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
          },
        });
        const entry: ServerEntry = await import(
          pathToFileURL(join(serverDir, 'entry-server.js')).href
        );
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const files = await entry.prerenderSite(template, entry.config.siteUrl);
        for (const { file, contents } of files) {
          const target = join(outDir, file);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, contents);
        }
        config.logger.info(`pre-rendered ${files.length} files for ${entry.config.siteUrl}`);
      },
    },
  };
}
