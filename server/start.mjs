// `npm start`: build the site and the server if needed, then serve both (server/main.ts).
// The server reads its configuration (PORT, DATA_DIR, …) from this same environment.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, projectRoot } from './ensure-build.mjs';

const main = 'build/server/server/main.js';

ensureBuilt({
  outputs: [
    'dist/index.html',
    'dist/staff/index.html',
    'dist/.page-start-script',
    'build/ssr/entry-server.js',
    main,
  ],
  sources: ['src', 'sw', 'public', 'server', 'index.html', 'staff', 'vite.config.ts'],
  command: ['npm', 'run', 'build'],
});

await import(pathToFileURL(join(projectRoot, main)).href);
