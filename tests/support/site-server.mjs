// Starts the production server (site + API) on a free loopback port with a throwaway database,
// for benchmarks. Builds first when the build is missing or stale.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, projectRoot } from '../../server/ensure-build.mjs';

const main = 'build/server/server/main.js';

export function ensureProductionBuild() {
  ensureBuilt({
    outputs: ['dist/index.html', 'build/ssr/entry-server.js', main],
    sources: ['src', 'sw', 'public', 'server', 'index.html', 'vite.config.ts'],
    command: ['npm', 'run', 'build'],
    quiet: true,
  });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves to { url, pid, stop() } once /api/health answers. SITE_SERVER_PORT pins the port
 * (for machines where only some ports may be used); otherwise any free one. `entry`: another
 * build of the server (to compare releases).
 */
export async function startSiteServer(extraEnv = {}, { entry = main } = {}) {
  const port = process.env.SITE_SERVER_PORT
    ? Number(process.env.SITE_SERVER_PORT)
    : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
