import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { icons } from './tools/icons/plugin.ts';

export default defineConfig({
  plugins: [react(), icons()],
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs one file at a
    // time (477 s for the whole run there, against 297 s with both cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          // happy-dom rather than jsdom: the same 406 tests took 76 s instead of 110 s on the
          // 2-core machine, most of it jsdom computing styles for Testing Library's role queries
          // (decision 054). What it does differently is evened out in src/test/setup.ts.
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // src/domain runs in the server and the service worker too, with no DOM: its tests run
          // in Node (the 'domain' project), without a DOM window each.
          exclude: [...configDefaults.exclude, 'src/domain/**'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // Mantine, React and the testing libraries bundled once into a file each, as Vite does
          // for the browser, instead of hundreds of small modules loaded again for every test
          // file: the project's import time halves.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/form',
                  '@mantine/carousel',
                  '@testing-library/react',
                  '@testing-library/user-event',
                  '@testing-library/jest-dom/vitest',
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react-router-dom',
                  'idb-keyval',
                  'fake-indexeddb',
                  'fake-indexeddb/auto',
                ],
              },
            },
          },
          // A page's first import of a part's code is transformed on demand, which takes seconds
          // on a busy machine; a test that waits that long for it (findBy… with a 5 s timeout)
          // must not run out of time before its own wait does.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'domain',
          environment: 'node',
          include: ['src/domain/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each file has its own SQLite file and PostgreSQL database (test/databases.ts), and the
          // server's JavaScript is compiled once before any file starts: files run side by side.
          // Their temporary folders go with the run (server/test/temporary-folder.ts).
          globalSetup: ['server/test/compile-once.ts', 'server/test/temporary-folder.ts'],
          // The files share their worker's module cache: no file mocks a module, stubs the
          // environment or fakes timers, and each opens databases of its own, so loading the
          // server's modules (Fastify, Kysely, the drivers) once per worker instead of once per
          // file loses no isolation that matters and saves about a third of the project's time
          // (tests/lint/server-tests-share-a-worker.test.ts keeps it so).
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          environment: 'node',
          include: ['tools/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
