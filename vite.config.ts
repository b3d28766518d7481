import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import mantinePreset from 'postcss-preset-mantine';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { multiFileImages, pictureFiles } from './src/domain/content/responsive-images.ts';
import { site } from './src/domain/site.ts';
import { staffWorkspaceFile } from './src/domain/staff-workspace.ts';
import { theme } from './src/ui/theme.ts';
import { formCode } from './tools/form-code/plugin.ts';
import { icons } from './tools/icons/plugin.ts';
import { lightOnlyCss } from './tools/light-only-css/plugin.ts';
import { mantineThemeCssPlugin } from './tools/mantine-theme-css/plugin.ts';
import { precompressBuild } from './tools/precompress/plugin.ts';
import { prerender } from './tools/prerender/plugin.ts';
import { reactRouterProduction } from './tools/react-router-production/plugin.ts';
import { reactRouterTreeShaking } from './tools/react-router-tree-shaking/plugin.ts';
import { staffAssetsDir, staffWorkspace } from './tools/staff-workspace/plugin.ts';

const themeColor = '#1e3a8a';
const manifestFilename = 'manifest.webmanifest';

const root = dirname(new URL(import.meta.url).pathname);

/** A project file's absolute path; a file that is gone fails the build, saying who named it. */
function existingFile(file: string, namedBy: string): string {
  const path = join(root, file);
  if (!existsSync(path)) throw new Error(`vite.config.ts: ${namedBy} ${file}, which is gone`);
  return path;
}

/**
 * Building blocks used on nearly every page, in one chunk rather than many small ones (with
 * what they import). Listed by file: renaming or moving one fails the build here rather than
 * silently changing what every first visit downloads.
 */
const sharedChunkModules = new Set(
  [
    'src/ui/text.tsx',
    'src/ui/title.tsx',
    'src/ui/container.tsx',
    'src/ui/group.tsx',
    'src/ui/button.tsx',
    'src/ui/icon.tsx',
    'src/ui/link.tsx',
    'src/ui/external-link.tsx',
    'src/ui/safe-image.tsx',
    'src/ui/deferred.tsx',
    'src/ui/keyed.ts',
    'src/ui/use-hydrated.ts',
    'src/ui/use-page-meta.ts',
    'src/domain/site.ts',
    'src/domain/courses.ts',
    'src/domain/paths.ts',
    'src/domain/content/types.ts',
    'src/domain/content/images.ts',
    'src/domain/content/avif-twins.ts',
    'src/domain/content/safe-link.ts',
    'src/domain/content/messages.ts',
    // What every page asks of the device before any feature's code: event mode's flag and
    // policy, and whether anything waits in the submissions store.
    'src/features/event/event-flag.ts',
    'src/features/event/device-policy.ts',
    'src/lib/store-names.ts',
    'src/lib/stored-keys.ts',
  ].map((file) => existingFile(file, 'the shared chunk lists')),
);
/** React itself, which every page's chunk would otherwise repeat. */
const sharedChunkPackages = /\/node_modules\/react\/(jsx-runtime|cjs|index)/;

const eventFolder = `${join(root, 'src/features/event')}/`;
/** Event mode's own modules: not the flag and the policy every page reads (the shared chunk). */
const isEventModule = (id: string) => id.startsWith(eventFolder) && !sharedChunkModules.has(id);
/** What a submission asks of the running event: event-source.ts and what it keeps the event with. */
const eventSourceModules = /\/(event-source|event-store|event-state|set-event-flag)\.ts$/;
/**
 * Modules of the folder that do not travel in event mode's chunks: its entry and loaders (each
 * travels with its caller), those every page reads (in the shared chunk), and /event's panel and form, which bring Mantine
 * and load with that page only (decision 010).
 */
const eventModeOutside = /\/(index|load-[a-z-]+|event-mode-panel|start-event-form)\.tsx?$/;
/**
 * What event mode's controls read of the outbox (what waits, kept ids): with them, or it lands in
 * /event's panel chunk, which event mode's chunk would then import back (a cycle: TDZ errors).
 */
const outboxForEventMode = existingFile('src/features/outbox/use-outbox.ts', 'event mode takes');

/**
 * CSS module class names: the local name (readable in the browser's tools and usable in tests'
 * `[class*=…]`) and a short hash of the module's path. Vite's default adds a leading `_` and the
 * rule's line number; each class name is written into the scripts, the stylesheets and every
 * page's HTML, so the shorter form saves bytes on every first visit.
 */
function scopedClassName(local: string, file: string): string {
  const path = relative(root, file.split('?')[0] ?? file);
  const hash = createHash('sha256').update(path).digest('base64url').replace(/[-_]/g, '');
  return `${local}_${hash.slice(0, 5)}`;
}

const forms = formCode(root);

/**
 * `src/features/<name>/index.ts`, `src/lib/outbox/index.ts`, and a feature's `load-<part>.ts`
 * (a loader its entry names, kept apart so it travels with its one caller).
 */
const entryModule = /\/src\/(features\/[^/]+|lib\/outbox)\/(index|load-[a-z-]+)\.ts$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterProduction(),
    reactRouterTreeShaking(),
    mantineThemeCssPlugin(theme),
    icons(),
    // The server-side build (for pre-rendering) needs neither.
    !isSsrBuild && prerender({ manifest: manifestFilename }),
    !isSsrBuild && forms.plugin,
    // Its own build after the site's (decision 055): never precached, never pre-rendered.
    !isSsrBuild && staffWorkspace(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // The app registers the worker itself (src/features/pwa) so it can offer updates.
        injectRegister: false,
        manifestFilename,
        injectManifest: {
          // The worker caches one entry after another: the forms' code first, so a first visit
          // that loses its connection while the rest is fetched still keeps what is sent.
          manifestTransforms: [
            (entries) => {
              const first = forms.files();
              const rank = (url: string) => (first.has(url.replace(/^\//, '')) ? 0 : 1);
              return {
                manifest: [...entries].sort((a, b) => rank(a.url) - rank(b.url)),
                warnings: [],
              };
            },
          ],
          globPatterns: ['**/*.{js,css,html,svg,webp,avif,jpg,woff2,txt,xml}'],
          // A built-in picture that comes in AVIF is kept in AVIF only (what browsers show): a
          // browser that cannot show AVIF fetches the WebP when online, and the warm-up keeps it.
          globIgnores: [
            '**/screenshots/**',
            // The staff workspace needs a connection and keeps nothing on the device (decision 055).
            `${dirname(staffWorkspaceFile)}/**`,
            `${staffAssetsDir}/**`,
            ...multiFileImages.flatMap((image) =>
              pictureFiles(image).webp.map((file) => file.replace(/^\//, '')),
            ),
          ],
        },
        manifest: {
          id: '/',
          name: `${site.name} — ${site.title}`,
          short_name: site.name,
          description: site.description,
          lang: 'en-IN',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: themeColor,
          background_color: '#ffffff',
          categories: ['education'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
          screenshots: [
            {
              src: '/screenshots/home-narrow.png',
              sizes: '390x844',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'The home page on a phone',
            },
            {
              src: '/screenshots/home-wide.png',
              sizes: '1280x800',
              type: 'image/png',
              form_factor: 'wide',
              label: 'The home page on a desktop',
            },
          ],
        },
      }),
    !isSsrBuild && precompressBuild(),
  ],
  css: {
    modules: { generateScopedName: command === 'build' ? scopedClassName : undefined },
    // Mantine's preset: rem() and light-dark() helpers. Media queries use em literals that match
    // the theme's breakpoints (src/ui/theme.ts): xs 36em, sm 40em, md 48em, lg 64em, xl 80em.
    // Then what only the dark scheme uses goes.
    postcss: { plugins: [mantinePreset(), lightOnlyCss()] },
  },
  build: {
    target: 'es2022',
    // Every browser the site supports has modulepreload (Safari since 17); older ones only lose
    // the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // A feature's entry (and the outbox core's) only names its modules' exports, and its
        // loaders only define a function (decision 046). Free of side effects, they are looked
        // through: a chunk that uses one export depends on that export's module, not on every
        // module the entry names.
        moduleSideEffects: (id) => (entryModule.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: (id) => sharedChunkModules.has(id) || sharedChunkPackages.test(id),
              minShareCount: 2,
            },
            // Event mode's own code in two chunks: the app names every chunk a lazy import needs
            // in its first download, and an ordinary visitor should pay for two names, not eight.
            // What a submission asks of the event, by its entry (no styles: a form's page links
            // the styles of what it may load), and the rest of the folder with the bar. These
            // modules do nothing on import: their order against their imports is free.
            {
              name: 'event-source',
              test: (id) => isEventModule(id) && eventSourceModules.test(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            {
              name: 'event-mode',
              test: (id) =>
                (isEventModule(id) && !eventModeOutside.test(id)) || id === outboxForEventMode,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
