/** The production entry point: configuration from the environment, then listen until told to stop. */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ssrRenderer } from './site/published-pages.ts';

/** Where `npm run build` leaves the server-side bundle, beside this file's build/server/. */
const ssrEntry = fileURLToPath(new URL('../../ssr/entry-server.js', import.meta.url));

/** How long a shutdown waits for requests in flight. */
const shutdownDeadlineMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ ...config, renderRoot: ssrRenderer(ssrEntry) });

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get a moment to finish; a client holding a connection open does not
    // hold the shutdown (a restart, or Ctrl-C) for as long as it likes.
    setTimeout(() => {
      app.log.warn({ afterMs: shutdownDeadlineMs }, 'connections still open: stopping anyway');
      process.exit(0);
    }, shutdownDeadlineMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  process.stdout.write(`Serving on http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
