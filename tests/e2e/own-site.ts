import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { operatorCli } from '../support/operator-cli.ts';
import { startSiteServer } from '../support/site-server.mjs';

/**
 * The real server with a database of its own (and its own origin, so its own service worker and
 * IndexedDB), for tests that publish content: the other specs expect the built-in defaults.
 * Content is set and deleted with the operator's CLI, as staff would.
 */
export interface OwnSite {
  url: string;
  dataDir: string;
  /** `npm run content -- …` against this site's database. */
  content(...args: string[]): void;
  /** Publishes `document` (as the backend stores it) as the content of `page`. */
  publish(page: string, document: unknown): void;
  stop(): Promise<void>;
}

export async function startOwnSite(port?: number): Promise<OwnSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-own-site-'));
  const server = await startSiteServer({ DATA_DIR: dataDir }, { port });
  const content = (...args: string[]) => {
    operatorCli('content', args, dataDir);
  };
  return {
    url: server.url,
    dataDir,
    content,
    publish(page, document) {
      const file = join(dataDir, `${page}.json`);
      writeFileSync(file, JSON.stringify(document));
      content('set', page, file);
    },
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
