// What compression and headers cost: bytes over the wire for a first visit, and the server's
// CPU time to answer every hashed script and stylesheet many times over. Not a test.
//   node tests/perf/compression.mjs                       the current build
//   node tests/perf/compression.mjs --entry <main.js> --static <dist>   another release, to compare
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../../server/ensure-build.mjs';
import { ensureProductionBuild, startSiteServer } from '../support/site-server.mjs';
import { launchChromium } from './budgets.mjs';

const { values: options } = parseArgs({
  options: {
    entry: { type: 'string' },
    static: { type: 'string' },
    rounds: { type: 'string', default: '20' },
  },
});
const staticDir = options.static ?? join(projectRoot, 'dist');
if (!options.entry) ensureProductionBuild();

/** User plus system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function get(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function firstVisit(baseUrl, route) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    const responses = [];
    page.on('requestfinished', (req) => responses.push(req));
    await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
    let body = 0;
    let headers = 0;
    for (const req of responses) {
      const sizes = await req.sizes();
      body += sizes.responseBodySize;
      headers += sizes.responseHeadersSize;
    }
    await context.close();
    return { route, requests: responses.length, bodyBytes: body, headerBytes: headers };
  } finally {
    await browser.close();
  }
}

const server = await startSiteServer(
  { STATIC_DIR: staticDir },
  options.entry ? { entry: options.entry } : {},
);
try {
  const visits = [];
  for (const route of ['/', '/courses', '/courses/ai-ml']) {
    visits.push(await firstVisit(server.url, route));
  }
  const assets = readdirSync(join(staticDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const rounds = Number(options.rounds);
  // Warm up (JIT, file system cache), then measure.
  for (const asset of assets) await get(`${server.url}/assets/${asset}`);
  const before = cpuMs(server.pid);
  const started = performance.now();
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const sizes = await Promise.all(assets.map((asset) => get(`${server.url}/assets/${asset}`)));
    bytes += sizes.reduce((sum, size) => sum + size, 0);
  }
  const requests = rounds * assets.length;
  const result = {
    staticDir,
    visits,
    assets: {
      requests,
      serverCpuMs: cpuMs(server.pid) - before,
      wallMs: Math.round(performance.now() - started),
      bytesPerRound: Math.round(bytes / rounds),
    },
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await server.stop();
}
