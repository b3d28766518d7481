// `npm run bench`: the performance gate. Measures the production build served by the real
// server and exits non-zero when a budget is exceeded. Not a test: figures vary by machine.
//   npm run bench                       all sections, 3 Lighthouse runs per route
//   npm run bench -- --only budgets     one section: budgets | blocking | lighthouse | patchy | offline | taps | server | outbox | staff-inbox | staff-workspace
//   npm run bench -- --runs 1           fewer Lighthouse runs (quicker, noisier)
//   npm run bench -- --only patchy --routes /,/about   the patchy section on some routes (the others
//                                       keep their last figures, marked with when)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../../server/ensure-build.mjs';
import { ensureProductionBuild, startSiteServer } from '../support/site-server.mjs';
import { blockingTimes } from './blocking.mjs';
import { documentBytes, firstVisitBytes, precacheBytes, publishedPagesReady } from './budgets.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { offlineFigures, picturesElsewhereFigures } from './offline.mjs';
import { outboxReplay } from './outbox-bench.mjs';
import { patchyFigures, patchyLink, withEarlierFigures } from './patchy.mjs';
import { measuredBuild, writeTodaysFigures } from './performance-doc.mjs';
import { phoneBenchmarkIndex } from './phone.mjs';
import { publishedSample } from './published-sample.mjs';
import { emulatedPaints, signedInWorkspace } from './staff-workspace.mjs';
import { tapFigures } from './taps.mjs';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
  },
});
const sections = options.only
  ? [options.only]
  : [
      'budgets',
      'blocking',
      'lighthouse',
      'patchy',
      'offline',
      'taps',
      'server',
      'outbox',
      'staff-inbox',
      'staff-workspace',
    ];
const runs = Number(options.runs);

export const budgets = {
  performance: 0.98,
  lcpMs: 1500,
  /** Main-thread blocking on a first visit, traced without a debugger (blocking.mjs). */
  blockingMs: 100,
  cls: 0.02,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  firstVisitJsGzip: 110_000,
  firstVisitCssGzip: 25_000,
  /** A page's HTML, brotli: the first round trip of a new connection carries about 14.6 kB. */
  documentBr: 14_000,
  precacheBytes: 1_000_000,
  offlineRepeatVisitMs: 300,
  saveForOfflineBytes: 2_000_000,
  /** A click made before its control's code arrived is carried out within this of it. */
  tapAfterCodeMs: 1000,
  /** Each staff inbox query with 100,000 leads, p95, in the server's process. */
  staffInboxP95Ms: 100,
  /** The staff workspace's first paint, signed in, on the bench's phone (emulated network). */
  staffFirstPaintMs: 1500,
  /** On the patchy link, a route's LCP over its floor's (patchy.mjs), simulated by Lighthouse. */
  patchySimulatedOverFloor: 0.1,
  /** The same, the link emulated by DevTools in a real browser. */
  patchyEmulatedOverFloor: 0.15,
};

const resultsDir = join(projectRoot, 'tests/perf/results');
mkdirSync(resultsDir, { recursive: true });
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const failures = [];
const report = { measuredAt: new Date().toISOString(), node: process.version, budgets };
const markdown = [`# Benchmark results\n\nMeasured ${report.measuredAt} with \`npm run bench\`.\n`];
const build = measuredBuild();
/** Each section's lines of the report, for docs/performance.md. */
const figures = {};

/** Adds lines to the report, under `section`. */
function record(section, ...lines) {
  markdown.push(...lines);
  figures[section] = [...(figures[section] ?? []), ...lines];
}

function check(ok, message) {
  if (!ok) failures.push(message);
  return ok ? '✓' : '✗';
}

/** One table row per route, checked against the first-visit byte budgets. */
function budgetRows(visits) {
  return [
    '| route | JS first visit | CSS first visit | |',
    '|---|---|---|---|',
    ...visits.map((visit) => {
      const ok =
        check(
          visit.jsGzip <= budgets.firstVisitJsGzip,
          `${visit.route}: JS ${kb(visit.jsGzip)} > ${kb(budgets.firstVisitJsGzip)}`,
        ) === '✓' &&
        check(
          visit.cssGzip <= budgets.firstVisitCssGzip,
          `${visit.route}: CSS ${kb(visit.cssGzip)} > ${kb(budgets.firstVisitCssGzip)}`,
        ) === '✓';
      return `| ${visit.route} | ${kb(visit.jsGzip)} (${visit.jsFiles} files) | ${kb(visit.cssGzip)} (${visit.cssFiles} files) | ${ok ? '✓' : '✗'} |`;
    }),
  ];
}

const pct = (score) => (score * 100).toFixed(0);
const slowdown = (factor) => `${factor.toFixed(2)}×`;
/** What every section that slows the CPU says about it. */
const phoneNote = `The phone: Lighthouse's benchmark index ${phoneBenchmarkIndex}. Lighthouse's benchmark runs in the browser that measures, just before (for Lighthouse, its own run's), and the CPU is slowed by its index ÷ ${phoneBenchmarkIndex} ("CPU slowdown", never below 1), so the figures are the same phone's whatever this machine's speed at the hour (decision 041).`;

/** One table row per route, checked against the Lighthouse budgets. */
function lighthouseRows(results) {
  return [
    '| route | perf | FCP | LCP | TBT | its trace: wall | CPU | CLS | SI | bytes | JS | a11y | BP | SEO | machine | CPU slowdown | |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const marks = [
        check(
          r.performance >= budgets.performance,
          `${r.route}: performance ${pct(r.performance)} < ${pct(budgets.performance)}`,
        ),
        check(
          r.lcp <= budgets.lcpMs,
          `${r.route}: LCP ${Math.round(r.lcp)} ms > ${budgets.lcpMs} ms`,
        ),
        check(
          r.tbt <= budgets.blockingMs,
          `${r.route}: TBT ${Math.round(r.tbt)} ms > ${budgets.blockingMs} ms`,
        ),
        check(r.cls <= budgets.cls, `${r.route}: CLS ${r.cls.toFixed(3)} > ${budgets.cls}`),
        check(
          r.accessibility >= budgets.accessibility,
          `${r.route}: accessibility ${pct(r.accessibility)}`,
        ),
        check(
          r.bestPractices >= budgets.bestPractices,
          `${r.route}: best practices ${pct(r.bestPractices)}`,
        ),
        check(r.seo >= budgets.seo, `${r.route}: SEO ${pct(r.seo)}`),
      ];
      const ok = marks.every((mark) => mark === '✓');
      return `| ${r.route} | ${pct(r.performance)} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${Math.round(r.tracedWallBlocking)} ms | ${Math.round(r.tracedCpuBlocking)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.speedIndex)} ms | ${kb(r.totalBytes)} | ${kb(r.jsBytes)} | ${pct(r.accessibility)} | ${pct(r.bestPractices)} | ${pct(r.seo)} | ${Math.round(r.benchmarkIndex)} | ${slowdown(r.cpuSlowdown)} | ${ok ? '✓' : '✗'} |`;
    }),
  ];
}

/** One table row per route, checked against the blocking-time budget. */
function blockingRows(results, label = '') {
  return [
    `| route${label} | blocking time | longest task | long tasks | runs | CPU slowdown | throttled: blocking time | runs | |`,
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.route} | ${Math.round(r.blockingMs)} ms | ${Math.round(r.longestTaskMs)} ms | ${r.longTasks} | ${r.samples.join(', ')} ms | ${slowdown(r.cpuSlowdown)} | ${Math.round(r.throttled.blockingMs)} ms | ${r.throttled.samples.join(', ')} ms | ${check(r.blockingMs <= budgets.blockingMs, `${r.route}${label}: blocking time ${Math.round(r.blockingMs)} ms > ${budgets.blockingMs} ms`)} |`,
    ),
  ];
}

/** The server section's figures (tests/perf/server-bench.mjs writes them to server.json). */
function serverRows({ database, connections, durationSeconds, contentGet, inquiryPost, load }) {
  const row = (scenario, { requestsPerSecond, latencyP50Ms, latencyP99Ms }) =>
    `| ${scenario} | ${requestsPerSecond} | ${latencyP50Ms} ms | ${latencyP99Ms} ms |`;
  return [
    `## Server (loopback, ${database}, ${connections} connections)\n`,
    '| scenario | requests/s | p50 | p99 |',
    '|---|---:|---:|---:|',
    row(`\`GET /api/page-content/home\`, ${durationSeconds} s`, contentGet),
    row(`\`POST /api/inquiries\`, unique bodies, ${durationSeconds} s`, inquiryPost),
    row(`${load.submissions} submissions in a row`, load),
    '',
    `Resident memory: ${load.rssBeforeMiB} MiB before the ${load.submissions} submissions, ${load.rssAfterMiB} MiB after (peak ${load.peakRssMiB} MiB); the database file is ${load.databaseMiB} MiB.\n`,
  ];
}

/** The staff-inbox section's figures (tests/perf/staff-inbox-bench.mjs, staff-inbox.json). */
function staffInboxRows(inbox) {
  const databases = [
    ['SQLite', inbox.sqlite],
    ...(inbox.postgres ? [[`PostgreSQL ${inbox.postgresVersion}`, inbox.postgres]] : []),
  ];
  const ms = (value) => `${value} ms`;
  return [
    `## Staff inbox with ${inbox.leads.toLocaleString('en')} leads (p95 of ${inbox.runs} runs)\n`,
    `| query | ${databases.map(([name]) => `${name} p95 | p50`).join(' | ')} | leads it keeps | |`,
    `|---|${databases.map(() => '---:|---:').join('|')}|---:|---|`,
    ...inbox.sqlite.map((query, index) => {
      const figures = databases.map(([, results]) => results[index]);
      const ok = figures.every(
        (figure, at) =>
          check(
            figure.p95Ms <= budgets.staffInboxP95Ms,
            `staff inbox, ${databases[at][0]}, ${query.name}: p95 ${figure.p95Ms} ms > ${budgets.staffInboxP95Ms} ms`,
          ) === '✓',
      );
      return `| ${query.name} | ${figures.map((f) => `${ms(f.p95Ms)} | ${ms(f.p50Ms)}`).join(' | ')} | ${query.matched.toLocaleString('en')} | ${ok ? '✓' : '✗'} |`;
    }),
    '',
    `Each query as the server runs it (the repository function, in the benchmark's process, so without HTTP), after ${inbox.timelineEntries.toLocaleString('en')} timeline entries and ${inbox.notes.toLocaleString('en')} notes were seeded with the leads: about 20 courses, five fairs, every stage, eight counsellors, follow-ups, one lead in twenty from someone who wrote before. A list query is a page of 50 and the count of all the filter keeps; a name search is rotated over first names, whole names, the start of a name and a name with an initial; "filter choices" is \`leadChoices\`, every course and event (what it keeps is the number of choices); "a person's screen" is \`leadDetail\` for a random lead. ${inbox.postgres ? 'PostgreSQL after `VACUUM ANALYZE`, as autovacuum leaves a table of this size.' : 'PostgreSQL was not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).'} A list's count stops at 1,000 ("1000+"). The machine's load average (1 minute) as the runs began and ended: ${[
      ['SQLite', inbox.sqliteLoad],
      ['PostgreSQL', inbox.postgresLoad],
    ]
      .filter(([, load]) => load)
      .map(([name, load]) => `${name} ${load.join(' → ')}`)
      .join(', ')}, on ${cpus().length} cores. Budget: ≤ ${budgets.staffInboxP95Ms} ms p95 each.\n`,
  ];
}

/** A report an earlier run wrote to tests/perf/results, or undefined. */
function readReport(name) {
  const file = join(resultsDir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * On the patchy link: a summary row per route, then each route's table, route beside floor.
 * A route measured before `now` (kept from an earlier run) says when and on which build.
 */
function patchyRows(results, now) {
  const over = (ratio) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(0)} %`;
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
  const earlier = (r) =>
    r.measuredAt && r.measuredAt !== now
      ? ` (${r.build ?? 'an earlier build'}, ${r.measuredAt.slice(0, 16).replace('T', ' ')} UTC)`
      : '';
  const marks = (r) => [
    check(
      r.simulated.lcpOverFloor <= budgets.patchySimulatedOverFloor,
      `${r.route}${earlier(r)} on the patchy link: LCP ${over(r.simulated.lcpOverFloor)} over its floor, simulated > ${over(budgets.patchySimulatedOverFloor)}`,
    ),
    check(
      r.emulated.lcpOverFloor <= budgets.patchyEmulatedOverFloor,
      `${r.route}${earlier(r)} on the patchy link: LCP ${over(r.emulated.lcpOverFloor)} over its floor, emulated > ${over(budgets.patchyEmulatedOverFloor)}`,
    ),
  ];
  const checked = results.map((r) => ({ r, marks: marks(r) }));
  const line = (way, which, figures, ratio, mark) =>
    `| ${way} | ${which} | ${ms(figures.fcp)} | ${ms(figures.lcp)} | ${figures.lcpSamples.join(', ')} ms | ${ms(figures.tbt)} | ${kb(figures.bytes)} | ${slowdown(figures.cpuSlowdown)} | ${ratio} | ${mark} |`;
  return [
    '| route | its floor | LCP over floor, simulated | emulated | |',
    '|---|---|---:|---:|---|',
    ...checked.map(
      ({ r, marks: [simulated, emulated] }) =>
        `| ${r.route}${earlier(r)} | ${r.floorElement.startsWith('<picture') || r.floorElement.startsWith('<img') ? `picture, ${r.floorPreloads.length} preload` : `text: ${r.floorElement}`} | ${over(r.simulated.lcpOverFloor)} ${simulated} | ${over(r.emulated.lcpOverFloor)} ${emulated} | ${simulated === '✓' && emulated === '✓' ? '✓' : '✗'} |`,
    ),
    '',
    ...checked.flatMap(({ r, marks: [simulated, emulated] }) => [
      `#### ${r.route}${earlier(r)} (floor \`${r.floorPath}\`, ${kb(r.floorHtmlBytes)} of HTML)\n`,
      '| | page | FCP | LCP | LCP runs | TBT | bytes | CPU slowdown | LCP over floor | |',
      '|---|---|---:|---:|---|---:|---:|---:|---:|---|',
      line('simulated', 'route', r.simulated.route, over(r.simulated.lcpOverFloor), simulated),
      line('simulated', 'floor', r.simulated.floor, '', ''),
      line('emulated', 'route', r.emulated.route, over(r.emulated.lcpOverFloor), emulated),
      line('emulated', 'floor', r.emulated.floor, '', ''),
      '',
      `Lighthouse's LCP element: \`${(r.lighthouseLcpElement ?? 'none reported').replaceAll('`', "'")}\`\n`,
    ]),
  ];
}

const blockingHeading = (suffix) =>
  `## Main-thread blocking on a first visit (phone, no debugger, median of ${runs})${suffix}\n`;

ensureProductionBuild();
const { sitePaths } = await import(join(projectRoot, 'build/server/src/domain/paths.js'));

const serverSections = ['budgets', 'blocking', 'lighthouse'];
if (serverSections.some((section) => sections.includes(section))) {
  const server = await startSiteServer();
  try {
    if (sections.includes('budgets')) {
      process.stderr.write('Measuring first-visit bytes…\n');
      const visits = await firstVisitBytes(server.url, sitePaths);
      const documents = await documentBytes(server.url, sitePaths);
      const precache = precacheBytes();
      report.documents = documents;
      report.firstVisit = visits;
      report.precache = precache;
      record(
        'budgets',
        '## Build budgets (gzip)\n',
        ...budgetRows(visits),
        '',
        `Precache: ${precache.entries} entries, ${kb(precache.transferBytes)} over the wire (${kb(precache.rawBytes)} on disk) ${check(precache.transferBytes <= budgets.precacheBytes, `precache ${kb(precache.transferBytes)} > ${kb(budgets.precacheBytes)}`)} (budget ${kb(budgets.precacheBytes)})\n`,
        `Budgets: JS ≤ ${kb(budgets.firstVisitJsGzip)}, CSS ≤ ${kb(budgets.firstVisitCssGzip)} per route.\n`,
        '## HTML documents over the wire\n',
        '| route | brotli | gzip | |',
        '|---|---|---|---|',
        ...documents.map(
          (doc) =>
            `| ${doc.route} | ${kb(doc.brBytes)} | ${kb(doc.gzipBytes)} | ${check(doc.brBytes <= budgets.documentBr, `${doc.route}: document ${kb(doc.brBytes)} > ${kb(budgets.documentBr)}`)} |`,
        ),
        '',
        `Budget: a page's document ≤ ${kb(budgets.documentBr)} brotli (the first round trip).\n`,
      );
    }
    if (sections.includes('blocking')) {
      process.stderr.write('Tracing first visits for blocking time…\n');
      const results = await blockingTimes(server.url, sitePaths, runs);
      report.blocking = results;
      record(
        'blocking',
        blockingHeading(''),
        ...blockingRows(results),
        '',
        `Budget: ≤ ${budgets.blockingMs} ms on every route: the part of each main-thread task over 50 ms, from the first contentful paint until the page has been quiet for 3 s after the network went idle, as Total Blocking Time counts it, but in a browser without developer tools attached. A task lasts the CPU time the page's main thread spent in it, unthrottled, times the CPU slowdown (as Lighthouse's simulated throttling models a slower phone). "Throttled" is the same visit under Chromium's CPU throttling at that slowdown, in wall time: reported, not budgeted, as the throttling suspends the page in time slices and other processes on the machine add their share, so one task measures 1x to 9x its CPU time from run to run. ${phoneNote}\n`,
      );
    }
    if (sections.includes('lighthouse')) {
      const results = await lighthouseMedians(server.url, sitePaths, runs, (route, run) =>
        process.stderr.write(`Lighthouse ${route} run ${run}/${runs}\n`),
      );
      report.lighthouse = results;
      record(
        'lighthouse',
        `## Lighthouse 12, mobile, simulated throttling (median of ${runs})\n`,
        ...lighthouseRows(results),
        '',
        `Budgets: performance ≥ ${budgets.performance * 100}, LCP ≤ ${budgets.lcpMs} ms, CLS ≤ ${budgets.cls}, accessibility, best practices and SEO 100. TBT ≤ ${budgets.blockingMs} ms, Lighthouse's own figure. Lighthouse measures through a debugger, which makes some scripts cost more than they do for a visitor, and its simulation takes each task as long as it lasted in the trace, including the moments the other processes on this machine had the core; the blocking section counts the CPU time alone. "its trace" counts the blocking time of Lighthouse's own trace both ways (main-thread tasks after the first paint, times the slowdown): wall time as Lighthouse does, CPU time as the blocking section does. "machine" is Lighthouse's own benchmark index of this machine during the runs (higher is faster). ${phoneNote}\n`,
      );
    }
  } finally {
    await server.stop();
  }
}

/**
 * The same budgets for pages the server renders with stored content (decision 014): `/` and
 * `/about` with content published through the CLI, as staff would.
 */
if (serverSections.some((section) => sections.includes(section))) {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-published-'));
  for (const [page, content] of Object.entries(publishedSample)) {
    const file = join(dataDir, `${page}.json`);
    writeFileSync(file, JSON.stringify(content));
    const result = spawnSync(process.execPath, ['server/cli.mjs', 'content', 'set', page, file], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`storing the ${page} content failed`);
  }
  const server = await startSiteServer({ DATA_DIR: dataDir });
  const routes = ['/', '/about'];
  try {
    await publishedPagesReady(server.url, routes);
    if (sections.includes('budgets')) {
      process.stderr.write('Measuring first-visit bytes with published content…\n');
      const visits = await firstVisitBytes(server.url, routes);
      const documents = await documentBytes(server.url, routes);
      report.firstVisitPublished = visits;
      report.documentsPublished = documents;
      record(
        'budgets',
        '## Build budgets with content stored on the server (gzip)\n',
        ...budgetRows(visits),
        '',
        '| route, content stored | HTML brotli | HTML gzip | |',
        '|---|---|---|---|',
        ...documents.map(
          (doc) =>
            `| ${doc.route} | ${kb(doc.brBytes)} | ${kb(doc.gzipBytes)} | ${check(doc.brBytes <= budgets.documentBr, `${doc.route} with content stored: document ${kb(doc.brBytes)} > ${kb(budgets.documentBr)}`)} |`,
        ),
        '',
      );
    }
    if (sections.includes('blocking')) {
      const results = await blockingTimes(server.url, routes, runs);
      report.blockingPublished = results;
      record(
        'blocking',
        blockingHeading(', content stored on the server'),
        ...blockingRows(results, ', content stored'),
        '',
      );
    }
    if (sections.includes('lighthouse')) {
      const results = await lighthouseMedians(server.url, routes, runs, (route, run) =>
        process.stderr.write(`Lighthouse ${route} (published content) run ${run}/${runs}\n`),
      );
      report.lighthousePublished = results;
      record(
        'lighthouse',
        `## Lighthouse with content stored on the server (median of ${runs})\n`,
        ...lighthouseRows(results),
        '',
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (sections.includes('patchy')) {
  const routes = options.routes ? options.routes.split(',') : sitePaths;
  const measured = await patchyFigures(routes, runs, (route, which, way, run) =>
    process.stderr.write(`Patchy link: ${route}, ${which}, ${way}, run ${run}/${runs}\n`),
  );
  const fresh = measured.map((result) => ({ ...result, measuredAt: report.measuredAt, build }));
  // With --routes, the routes not measured now keep their last figures (marked with when).
  const results = options.routes
    ? withEarlierFigures(fresh, sitePaths, [
        readReport('bench.json'),
        readReport('bench-patchy.json'),
      ])
    : fresh;
  report.patchy = results;
  record(
    'patchy',
    `## On a patchy link: each route's LCP against its floor (median of ${runs})\n`,
    ...patchyRows(results, report.measuredAt),
    `The link: ${patchyLink.rttMs} ms round trip, ${patchyLink.kbps} kbps each way. A route's floor is a page made of its largest paint alone, as an unthrottled visit shows it: the same \`<picture>\` with the page's preload links for it, sized as shown, or the same heading text in the same font and width; nothing else. The floors are written into a copy of the build that the same server serves (never into dist/), and each route is measured alternately with its floor: route, floor, route, floor. "Simulated": Lighthouse 12's simulated throttling on that link (performance only). "Emulated": Chromium with the link applied by DevTools (\`Network.emulateNetworkConditions\`) and the CPU slowed to the phone, a new context for every visit (empty cache, no service worker), the page's own largest-contentful-paint entry once it has reported nothing for 2 s after its load event (at most 30 s); its TBT is the page's long tasks after its first paint, over 50 ms, in wall time; its bytes are what the page's requests took on the wire until then. Budgets: LCP no more than ${budgets.patchySimulatedOverFloor * 100} % over the floor's, simulated, ${budgets.patchyEmulatedOverFloor * 100} % emulated. ${options.routes ? `This run measured ${routes.join(', ')}; a route it did not measure shows its last figures, with the build and time they were measured (\`--routes\`). ` : ''}${phoneNote}\n`,
  );
}

if (sections.includes('offline')) {
  process.stderr.write('Measuring repeat visits offline and Save for offline use…\n');
  const figures = await offlineFigures();
  report.offline = figures;
  const { saveForOffline, repeatVisitOffline } = figures;
  record(
    'offline',
    '## Offline (Chromium, service worker in control)\n',
    '| repeat visit offline | saved content on screen (median of 5) | spinner | |',
    '|---|---|---|---|',
    ...Object.entries(repeatVisitOffline).map(([route, { medianMs, spinner }]) => {
      const ok =
        check(
          medianMs <= budgets.offlineRepeatVisitMs,
          `${route} offline: ${medianMs} ms > ${budgets.offlineRepeatVisitMs} ms`,
        ) === '✓' && check(!spinner, `${route} offline: a spinner showed`) === '✓';
      return `| ${route} | ${medianMs} ms | ${spinner ? 'yes' : 'no'} | ${ok ? '✓' : '✗'} |`;
    }),
    '',
    `"Save for offline use" with the built-in content: ${kb(saveForOffline.addedBytes)} added to ${kb(saveForOffline.usageBefore)} already stored by the service worker's install, ${kb(saveForOffline.usageAfter)} in all ${check(saveForOffline.usageAfter <= budgets.saveForOfflineBytes, `Save for offline use: ${kb(saveForOffline.usageAfter)} stored > ${kb(budgets.saveForOfflineBytes)}`)} (budget ${kb(budgets.saveForOfflineBytes)}, as \`navigator.storage.estimate()\` counts it).\n`,
  );
  const elsewhere = await picturesElsewhereFigures();
  report.offline.picturesElsewhere = elsewhere;
  record(
    'offline',
    `Pictures content names on another site, as the service worker keeps them (a ${elsewhere.pictureBytes}-byte picture, 10 of each): ${kb(elsewhere.perPictureReadable)} of quota each where that site allows any site to read them (asked with CORS first), ${(elsewhere.perPictureOpaque / 1e6).toFixed(1)} MB each where it does not (opaque, padded by the browser); at most ${elsewhere.cacheLimit} are kept.\n`,
  );
}

if (sections.includes('taps')) {
  process.stderr.write('Measuring taps made before the code arrived…\n');
  const taps = await tapFigures();
  report.taps = taps;
  record(
    'taps',
    `## A tap made before the code arrived (phone, touch, median of ${taps.runs})\n`,
    '| control | page | app started | tap carried out | after its code arrived | slowest of the runs | CPU slowdown | |',
    '|---|---|---|---|---|---|---|---|',
    ...taps.figures.map(
      (figure) =>
        `| ${figure.name} | ${figure.path} | ${figure.appMs} ms | ${figure.tapMs} ms | ${figure.afterCodeMs} ms | ${figure.worstAfterCodeMs} ms | ${slowdown(figure.cpuSlowdown)} | ${check(figure.afterCodeMs <= budgets.tapAfterCodeMs, `${figure.name}: a tap made early carried out ${figure.afterCodeMs} ms after its code arrived > ${budgets.tapAfterCodeMs} ms`)} |`,
    ),
    '',
    `"App started" and "tap carried out" count from the moment every script is let through (held back until the tap was made); "after its code arrived", from the arrival of the last of the code it needs: its own module (its imports, asked for with it, count in the time), React DOM and the app's (on \`/\` the testimonials' module often arrives first). Budget: ≤ ${budgets.tapAfterCodeMs} ms after its code. The menus, questions and filters act at once, before any script. ${phoneNote}\n`,
  );
}

if (sections.includes('server')) {
  const bench = join(projectRoot, 'tests/perf/server-bench.mjs');
  if (existsSync(bench)) {
    const result = spawnSync(process.execPath, [bench], {
      cwd: projectRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) failures.push('server benchmark failed');
    report.server = readReport('server.json');
    if (result.status !== 0) record('server', '✗ The server benchmark failed.\n');
    else if (report.server) record('server', ...serverRows(report.server));
  }
}

if (sections.includes('outbox')) {
  // Its own server: the submissions' rate limit is per client, and this client is one device.
  const server = await startSiteServer({ RATE_LIMIT_MAX: '10000' });
  try {
    process.stderr.write('Replaying queued submissions…\n');
    const replay = await outboxReplay(server.url);
    report.outbox = replay;
    record(
      'outbox',
      '## Outbox replay (loopback, SQLite)\n',
      `${replay.count} queued submissions (inquiries and applications alternating) delivered by the app's replay after the connection returns: ${(replay.ms / 1000).toFixed(1)} s (${replay.perSecond.toFixed(0)} per second), one at a time, every one answered 201.\n`,
    );
  } finally {
    await server.stop();
  }
}

if (sections.includes('staff-inbox')) {
  const bench = join(projectRoot, 'tests/perf/staff-inbox-bench.mjs');
  const result = spawnSync(process.execPath, [bench], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status === 0) {
    report.staffInbox = JSON.parse(readFileSync(join(resultsDir, 'staff-inbox.json'), 'utf8'));
    record('staff-inbox', ...staffInboxRows(report.staffInbox));
  } else {
    failures.push('staff inbox benchmark failed');
    record('staff-inbox', '✗ The staff inbox benchmark failed.\n');
  }
}

if (sections.includes('staff-workspace')) {
  const server = await startSiteServer();
  try {
    const { cookie, leadId } = await signedInWorkspace(server);
    const screens = [
      { route: '/staff/', name: 'Leads (the inbox)', ready: 'Export (CSV)' },
      { route: `/staff/leads/${leadId}`, name: "a person's screen", ready: 'What they sent' },
    ];
    const emulated = await emulatedPaints(server, cookie, screens, runs);
    const simulated = await lighthouseMedians(
      server.url,
      screens.map((screen) => screen.route),
      runs,
      (route, run) => process.stderr.write(`Lighthouse ${route} run ${run}/${runs}\n`),
      { Cookie: cookie },
    );
    report.staffWorkspace = { emulated, simulated };
    record(
      'staff-workspace',
      `## Staff workspace on the phone, signed in (median of ${runs})\n`,
      '| screen | first paint, emulated | LCP, emulated | its data shown, emulated | Lighthouse FCP, simulated | Lighthouse LCP | TBT | CLS | JS | CPU slowdown | |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...screens.map((screen, index) => {
        const e = emulated[index];
        const r = simulated[index];
        const mark = check(
          e.fcp <= budgets.staffFirstPaintMs,
          `staff workspace ${screen.name}: first paint ${Math.round(e.fcp)} ms > ${budgets.staffFirstPaintMs} ms`,
        );
        return `| ${screen.name} | ${Math.round(e.fcp)} ms | ${Math.round(e.lcp)} ms | ${Math.round(e.shown)} ms | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} | ${slowdown(e.cpuSlowdown)} | ${mark} |`;
      }),
      '',
      `A counsellor signed in opening the workspace cold on the bench's phone, with 60 leads: the inbox's first page and one person's screen (the workspace is a build of its own, decision 055, so nothing of it is cached beforehand). "Emulated": Chromium with Lighthouse's mobile network as DevTools applies it (562.5 ms round trip, 1.47 Mbps down) and the phone's CPU, the paints the page itself records, and when the screen's data first shows (the list's "Export (CSV)", the person's "What they sent"), after the code, the session and the data have each come over that link; budget: first paint ≤ ${budgets.staffFirstPaintMs} ms. The page shows the workspace's name and "Opening the staff workspace…" from its HTML while the code arrives. Lighthouse's simulated figures are beside them: its model keeps the order in which an unthrottled load painted, when the code had already replaced that text, so its first paint waits for all the code. ${phoneNote}\n`,
    );
  } finally {
    await server.stop();
  }
}

const reportName = options.only ? `bench-${options.only}` : 'bench';
markdown.push(
  failures.length === 0
    ? '**All budgets met.**\n'
    : `**Budgets exceeded (${failures.length}):**\n\n${failures.map((f) => `- ${f}`).join('\n')}\n`,
);
writeFileSync(
  join(resultsDir, `${reportName}.json`),
  `${JSON.stringify({ ...report, failures }, null, 2)}\n`,
);
writeFileSync(join(resultsDir, `${reportName}.md`), markdown.join('\n'));
const args = process.argv.slice(2);
writeTodaysFigures({
  command: `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`,
  measuredAt: report.measuredAt,
  build,
  figures,
});
process.stdout.write(`${markdown.join('\n')}\n`);
process.stdout.write(
  `Written to tests/perf/results/${reportName}.md and .json, and to docs/performance.md\n`,
);
process.exit(failures.length === 0 ? 0 : 1);
