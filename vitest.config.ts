import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
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
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // A page's first import of a part's code is transformed on demand, which takes seconds
          // on a busy machine; a test that waits that long for it (findBy… with a 5 s timeout)
          // must not run out of time before its own wait does.
          testTimeout: 15_000,
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
          globalSetup: ['server/test/compile-once.ts'],
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
