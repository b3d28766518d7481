/**
 * The staff workspace (staff/index.html, code in src/staff) as a build of its own, written into
 * the same folder after the site's: one Rolldown graph per audience, so the workspace's full
 * Mantine never changes how the public pages' chunks are cut, and no public chunk is shared
 * with it (decision 055). Its files go under assets/staff/, which the service worker's precache
 * leaves out (vite.config.ts), and its page is served by the server alone (server/site).
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import mantinePreset from 'postcss-preset-mantine';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { staffWorkspaceFile } from '../../src/domain/staff-workspace.ts';

/** Where the workspace's hashed scripts and styles go, under the site's assets (cached a year). */
export const staffAssetsDir = 'assets/staff';

export function staffWorkspace(): Plugin {
  let config: ResolvedConfig;
  let siteWritten = false;
  return {
    name: 'academy:staff-workspace',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      siteWritten = true;
    },
    // Before vite-plugin-pwa's closeBundle, which lists the precache (the workspace left out), and
    // the precompress plugin's, which compresses the workspace's files with the site's.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        // The site's build failed: its own error is the one to show.
        if (!siteWritten) return;
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          publicDir: false,
          plugins: [react()],
          css: { postcss: { plugins: [mantinePreset()] } },
          build: {
            outDir: resolve(config.root, config.build.outDir),
            emptyOutDir: false,
            assetsDir: staffAssetsDir,
            target: 'es2022',
            modulePreload: { polyfill: false },
            sourcemap: false,
            rolldownOptions: {
              input: resolve(config.root, staffWorkspaceFile),
              output: {
                // The libraries apart from the workspace's own code: a release that changes
                // only the workspace leaves them cached on staff phones.
                codeSplitting: {
                  groups: [
                    { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
                    { name: 'router', test: /\/node_modules\/(react-router|react-router-dom)\// },
                    {
                      name: 'mantine',
                      test: /\/node_modules\/(@mantine|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es|aria-hidden)\//,
                    },
                  ],
                },
              },
            },
          },
        });
      },
    },
  };
}
