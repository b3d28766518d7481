/**
 * Pre-renders every route into the client build before the service worker's precache list is
 * made, so the pages are precached too. A second, server-side build of src/entry-server.tsx
 * (same config, so CSS-module class names match) renders each route with react-dom's prerender;
 * each page's HTML links the stylesheets and preloads the chunks of the page it shows. The CSS
 * those elements use is inlined (beasties) so the first paint waits for no stylesheet, without the
 * theme variables the page does not use; the full stylesheets load after the first paint for
 * what appears later (menus, dialogs).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import {
  deferFullStyles,
  firstSectionOnly,
  markInlinedStyles,
  splitInlinedStyles,
} from '../../src/domain/page-document.ts';
import { pageStartScriptFile } from '../../src/domain/paths.ts';
import { buildPageStartScript } from './page-start-script.ts';
import { pruneInlinedCustomProperties } from './prune-custom-properties.ts';

export interface PageAssets {
  /** Stylesheets the page's chunks bring, e.g. `/assets/home-page-3f9a.css`. */
  css: string[];
  /** The page's chunk and the chunks it imports. */
  js: string[];
}

interface ServerEntry {
  prerenderSite(
    template: string,
    start: { boot: string; manifest: string },
    startScript: string,
    origin: string,
    assetsFor: (source: string) => PageAssets,
  ): Promise<{ file: string; contents: string }[]>;
  config: { siteUrl: string };
}

/** The page modules are keyed by their path from src/app/router.tsx. */
const routerDir = 'src/app';

function collectAssets(bundle: Rollup.OutputBundle, base: string) {
  const chunks = Object.values(bundle).filter(
    (item): item is Rollup.OutputChunk => item.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
  );
  /**
   * `deferredOutside`: also the styles of the widgets the module imports on demand, but not
   * through these (already loaded) chunks — the app's own chunk imports every page on demand.
   */
  return (
    moduleId: string,
    { deferredOutside }: { deferredOutside?: PageAssets } = {},
  ): PageAssets => {
    const root = byModule.get(moduleId);
    if (!root) throw new Error(`No chunk for ${moduleId}`);
    // Dependencies before dependants, so a page's own rules come after the building blocks'
    // they refine, as in the bundle's own order.
    const inOrder = (follow: (chunk: Rollup.OutputChunk) => string[]) => {
      const seen = new Set<string>();
      const ordered: Rollup.OutputChunk[] = [];
      const visit = (chunk: Rollup.OutputChunk) => {
        if (seen.has(chunk.fileName) || chunk.isEntry) return;
        seen.add(chunk.fileName);
        for (const file of follow(chunk)) {
          const imported = byFile.get(file);
          if (imported) visit(imported);
        }
        ordered.push(chunk);
      };
      visit(root);
      return ordered;
    };
    const loadedWithPage = inOrder((chunk) => chunk.imports);
    // The page's deferred widgets are pre-rendered too: their HTML needs their styles from the
    // start, though their code loads later.
    const loaded = new Set(deferredOutside?.js);
    const drawnOnPage = deferredOutside
      ? inOrder((chunk) =>
          loaded.has(`${base}${chunk.fileName}`)
            ? chunk.imports
            : [...chunk.imports, ...chunk.dynamicImports],
        )
      : loadedWithPage;
    return {
      js: loadedWithPage.map((chunk) => `${base}${chunk.fileName}`),
      css: [
        ...new Set(drawnOnPage.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
      ].map((file) => `${base}${file}`),
    };
  };
}

/** The chunk the build made of src/boot.ts, the start-up module index.html names. */
function bootChunk(bundle: Rollup.OutputBundle, root: string): Rollup.OutputChunk {
  const source = resolve(root, 'src/boot.ts');
  const boot = Object.values(bundle).find(
    (item): item is Rollup.OutputChunk =>
      item.type === 'chunk' && item.isEntry && item.moduleIds.includes(source),
  );
  if (!boot) throw new Error('The build has no entry chunk holding src/boot.ts');
  return boot;
}

/** `manifest`: where the web app manifest is served, as vite-plugin-pwa is told to write it. */
export function prerender({ manifest }: { manifest: string }): Plugin {
  let config: ResolvedConfig;
  let assetsOf: ReturnType<typeof collectAssets> | undefined;
  let boot: string | undefined;
  return {
    name: 'academy:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      assetsOf = collectAssets(bundle, config.base);
      boot = `${config.base}${bootChunk(bundle, config.root).fileName}`;
    },
    // Before vite-plugin-pwa's closeBundle (order 'pre' beats its default), which lists the precache.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const assets = assetsOf;
        // Rolldown closes a build that failed before writing its bundle too: nothing to render,
        // and the build's own error is the one to show.
        if (!assets || !boot) return;
        const outDir = resolve(config.root, config.build.outDir);
        // In the build output, beside the server: it renders pages with stored content at run time.
        const serverDir = resolve(config.root, 'build/ssr');
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
        // Every page needs the app itself (imported by boot.ts once the page has painted) and
        // its own page chunk.
        // The app imports every page on demand: only its own styles here.
        const app = assets(resolve(config.root, 'src/main.tsx'));
        const start = { boot, manifest: `${config.base}${manifest}` };
        const startScript = await buildPageStartScript(config.root);
        // For the server, which allows the script by the hash of this very text.
        await writeFile(join(outDir, pageStartScriptFile), startScript);
        const files = await entry.prerenderSite(
          template,
          start,
          startScript,
          entry.config.siteUrl,
          (source) => {
            const page = assets(resolve(config.root, routerDir, source), {
              deferredOutside: app,
            });
            return { css: [...app.css, ...page.css], js: [...app.js, ...page.js] };
          },
        );
        const beasties = new Beasties({
          path: outDir,
          publicPath: config.base,
          // No inline onload handlers: the site's CSP allows no inline script.
          preload: 'body',
          inlineFonts: false,
          reduceInlineStyles: false,
          // Rules that follow a form control's state (the course filters show one variant of the
          // list and its count by the checked option) cannot be matched against the page as
          // rendered: kept, or the first paint shows every variant until the full styles arrive.
          // Likewise the spinner on a control clicked before the app hydrated it (its
          // weightless :where() rule is beyond beasties' matching), and the header rendered white
          // once the page scrolls (the start script marks it before the app has started), and
          // the room for the event bar (marked by the start script in event mode).
          allowRules: [
            /:has\([^)]*:checked\)/,
            /\[data-needs-app\]/,
            /\[data-deferred\]/,
            /\[data-scrolled\]/,
            /\[data-event-bar\]/,
          ],
          logLevel: 'warn',
        });
        const inlined = async (html: string) =>
          pruneInlinedCustomProperties(await beasties.process(html));
        // The rules each page uses, and those its header and first section use: the head
        // inlines the second, the rest follow the first section (decision 066). A page that
        // is not split is inlined once.
        const inlinedPage = async (html: string) => {
          const page = await inlined(html);
          const top = firstSectionOnly(html);
          return top === html ? page : splitInlinedStyles(page, await inlined(top));
        };
        for (const { file, contents } of files) {
          const target = join(outDir, file);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(
            target,
            file.endsWith('.html')
              ? deferFullStyles(markInlinedStyles(await inlinedPage(contents)))
              : contents,
          );
        }
        config.logger.info(`pre-rendered ${files.length} files for ${entry.config.siteUrl}`);
      },
    },
  };
}
