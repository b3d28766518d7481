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
    outputs: ['dist/index.html', 'dist/.page-start-script', 'build/ssr/entry-server.js', main],
    sources: ['src', 'sw', 'public', 'server', 'index.html', 'vite.config.ts'],
    command: ['npm', 'run', 'build'],
    quiet: true,
  });
}

/** `port` if it is free (any free port for 0); rejects when another process listens there. */
async function freePort(port = 0) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use`)));
    probe.listen(port, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/**
 * Resolves to { url, pid, dataDir, stop() } once /api/health answers. `port` or SITE_SERVER_PORT pins
 * the port (for machines where only some ports may be used), which must be free: a server
 * already there would answer the health check in this one's place. Otherwise any free port.
 * `entry`: another build of the server (to compare releases).
 */
export async function startSiteServer(extraEnv = {}, { entry = main, port: pinned } = {}) {
  const port = await freePort(
    pinned ?? (process.env.SITE_SERVER_PORT ? Number(process.env.SITE_SERVER_PORT) : 0),
  );
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
    /** Its data folder (SQLite's file is `academy.sqlite` there), removed by `stop()`. */
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
