// The server section of `npm run bench` (a measurement, not a test). Standalone:
//   node tests/perf/server-bench.mjs
// Starts the built server on a free loopback port with an empty temporary database, then with
// autocannon at 50 connections measures content GETs and submission POSTs for ~10 s each, loads
// 100 000 submissions over HTTP and reads the server's resident memory. Prints a Markdown table
// and writes tests/perf/results/server.json.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ensureServerBuilt, projectRoot } from '../../server/ensure-build.mjs';

const connections = 50;
const durationSeconds = 10;
const loadCount = 100_000;
// Nothing here may run unbounded: the whole run is stopped after this long.
const overallLimitMs = 15 * 60 * 1000;
/** Makes every benchmark submission unique. */
let sequence = 0;

const main = join(projectRoot, 'build/server/server/main.js');
const contentCli = join(projectRoot, 'build/server/server/cli/content.js');

ensureServerBuilt(['build/server/server/main.js', 'build/server/server/cli/content.js']);

/** The notice a visitor agrees to on the form: the server refuses a body without consent. */
const { consentNoticeVersion } = await import(
  pathToFileURL(join(projectRoot, 'build/server/src/domain/consent.js')).href
);

const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-'));
const env = {
  PATH: process.env.PATH ?? '',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  STATIC_DIR: join(projectRoot, 'dist'),
  RATE_LIMIT_MAX: '10000000',
  LOG_LEVEL: 'info',
};

let server;
const guard = setTimeout(() => {
  process.stderr.write('Benchmark exceeded its time limit; stopping.\n');
  server?.kill('SIGKILL');
  process.exit(1);
}, overallLimitMs);
guard.unref();
// However this script ends, the server it started ends with it.
process.on('exit', () => server?.kill('SIGKILL'));

try {
  await storeHomeContent();
  server = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const base = await serverAddress(server);
  log(`server pid ${server.pid} at ${base}`);

  const get = await cannon('GET /api/page-content/home', {
    url: `${base}/api/page-content/home`,
    duration: durationSeconds,
  });

  const post = await cannon('POST /api/inquiries', {
    url: `${base}/api/inquiries`,
    duration: durationSeconds,
    ...inquiryRequest(),
  });

  const rssBefore = await memory(server.pid);
  const load = await cannon(`load ${loadCount} submissions`, {
    url: `${base}/api/inquiries`,
    amount: loadCount,
    timeout: 30,
    ...inquiryRequest(),
  });
  const rssAfter = await memory(server.pid);
  const health = await fetch(`${base}/api/health`);
  if (!health.ok) throw new Error(`server unhealthy after the load: ${health.status}`);
  const databaseBytes = await sizeOf(join(dataDir, 'academy.sqlite'));

  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    database: 'sqlite (WAL, synchronous=FULL)',
    connections,
    durationSeconds,
    contentGet: summary(get),
    inquiryPost: summary(post),
    load: {
      submissions: loadCount,
      ...summary(load),
      seconds: load.duration,
      rssBeforeMiB: rssBefore.rssMiB,
      rssAfterMiB: rssAfter.rssMiB,
      peakRssMiB: rssAfter.peakMiB,
      databaseMiB: Math.round((databaseBytes / 2 ** 20) * 10) / 10,
    },
  };

  printTable(results);
  const resultsDir = join(projectRoot, 'tests/perf/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'server.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${join('tests/perf/results/server.json')}`);
} finally {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await rm(dataDir, { recursive: true, force: true });
  clearTimeout(guard);
}

/** Real content through the real CLI: the site's own default home page. */
async function storeHomeContent() {
  const defaults = join(projectRoot, 'build/server/src/domain/content/defaults.js');
  const { defaultPageContent } = await import(pathToFileURL(defaults).href);
  const file = join(dataDir, 'home.json');
  await writeFile(file, JSON.stringify(defaultPageContent.home));
  const result = spawnSync(process.execPath, [contentCli, 'set', 'home', file], {
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`storing home content failed: ${result.stderr}`);
}

/**
 * A fresh body per request, as real visitors send (unique email and subject). setupRequest
 * rather than autocannon's idReplacement, whose bodies here disagree with their Content-Length.
 */
function inquiryRequest() {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          sequence += 1;
          return {
            ...request,
            body: JSON.stringify({
              fullName: 'Bench Visitor',
              emailAddress: `visitor-${sequence}@example.in`,
              phoneNumber: '+91 98400 12345',
              interestedCourse: 'Robotics',
              subject: `Weekend batches ${sequence}`,
              message: 'Do you run weekend batches for working people? I can attend on Saturdays.',
              consent: { version: consentNoticeVersion, givenAt: new Date().toISOString() },
            }),
          };
        },
      },
    ],
  };
}

async function serverAddress(child) {
  let output = '';
  child.stdout.setEncoding('utf8');
  const address = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    child.stdout.on('data', (chunk) => {
      // Keep draining the request log so the server never blocks on a full pipe.
      if (output === null) return;
      output += chunk;
      const match = /Serving on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        output = null;
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
  });
  return address;
}

async function cannon(title, options) {
  log(`${title}…`);
  const result = await autocannon({ connections, title, ...options });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    // Figures over failed requests measure nothing: report them, but fail the run.
    log(`  ${failed} failed requests (${result.non2xx} non-2xx)`);
    process.exitCode = 1;
  }
  return result;
}

function summary(result) {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  const mib = (value) => Math.round((value / 1024) * 10) / 10;
  return { rssMiB: mib(kib('VmRSS')), peakMiB: mib(kib('VmHWM')) };
}

async function sizeOf(file) {
  let total = 0;
  for (const suffix of ['', '-wal']) {
    total += await stat(file + suffix).then(
      (s) => s.size,
      () => 0,
    );
  }
  return total;
}

function printTable(r) {
  const rows = [
    ['GET /api/page-content/home', r.contentGet],
    ['POST /api/inquiries', r.inquiryPost],
    [`${r.load.submissions} POSTs (load)`, r.load],
  ];
  const lines = [
    `Server on loopback, ${r.connections} connections, ${r.database}, Node ${r.node}`,
    '',
    '| Scenario | Requests | Req/s | p50 ms | p99 ms | Failed |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      ([name, s]) =>
        `| ${name} | ${s.requests} | ${s.requestsPerSecond} | ${s.latencyP50Ms} | ${s.latencyP99Ms} | ${s.non2xx + s.errors} |`,
    ),
    '',
    '| Server memory | MiB |',
    '|---|---:|',
    `| RSS before the load | ${r.load.rssBeforeMiB} |`,
    `| RSS after ${r.load.submissions} submissions | ${r.load.rssAfterMiB} |`,
    `| Peak RSS | ${r.load.peakRssMiB} |`,
    `| Database on disk | ${r.load.databaseMiB} |`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function log(message) {
  process.stderr.write(`${message}\n`);
}
