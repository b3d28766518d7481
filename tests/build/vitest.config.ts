import { defineConfig } from 'vitest/config';

/** Checks on the production build in dist/: run after `npm run build`. */
export default defineConfig({
  test: {
    name: 'build',
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
    // Rendering a page with the server-side bundle and parsing it takes seconds on a busy machine.
    testTimeout: 20_000,
  },
});
