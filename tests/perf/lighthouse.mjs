// Lighthouse 12, mobile preset with simulated throttling, on Debian's Chromium, its CPU slowdown
// set for the phone of phone.mjs from the run's own benchmark rather than a fixed 4x.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../server/ensure-build.mjs';
import { chromiumArgs } from './budgets.mjs';
import { slowdownFor } from './phone.mjs';

const run = promisify(execFile);
const lighthouseBin = join(projectRoot, 'node_modules/.bin/lighthouse');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One run in Lighthouse's two steps. Gathering loads the page, unthrottled (simulated throttling
 * applies nothing then), and runs Lighthouse's benchmark in the same browser just before; the
 * audits then simulate the phone from that trace, with the slowdown the benchmark says brings
 * this machine at that moment down to it. Lighthouse checks that the settings of the two steps
 * agree, so the gathered settings are given the same slowdown: the only setting that differs,
 * and one that gathering did not use.
 */
async function lighthouseOnce(url, extraHeaders, extraFlags) {
  const dir = mkdtempSync(join(tmpdir(), 'academy-lh-'));
  const gathered = join(dir, 'gathered');
  const output = join(dir, 'report.json');
  const options = {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 << 20,
  };
  // Sent with every request of both steps (a signed-in person's cookie), so their settings agree.
  const headers = extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : [];
  try {
    await run(
      lighthouseBin,
      [
        url,
        `--gather-mode=${gathered}`,
        ...headers,
        ...extraFlags,
        '--quiet',
        `--chrome-flags=--headless=new ${chromiumArgs.join(' ')} --user-data-dir=${join(dir, 'profile')}`,
      ],
      options,
    );
    const artifactsFile = join(gathered, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    const cpuSlowdown = slowdownFor(artifacts.BenchmarkIndex);
    const traceFile = readdirSync(gathered).find((name) => name.endsWith('.trace.json'));
    const traced = traceFile
      ? tracedBlocking(JSON.parse(readFileSync(join(gathered, traceFile), 'utf8')), cpuSlowdown)
      : { wallMs: Number.NaN, cpuMs: Number.NaN };
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    await run(
      lighthouseBin,
      [
        url,
        `--audit-mode=${gathered}`,
        ...headers,
        ...extraFlags,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      options,
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
    const scriptBytes =
      report.audits['resource-summary']?.details?.items?.find(
        (item) => item.resourceType === 'script',
      )?.transferSize ?? Number.NaN;
    return {
      performance: report.categories.performance.score,
      accessibility: report.categories.accessibility?.score,
      bestPractices: report.categories['best-practices']?.score,
      seo: report.categories.seo?.score,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndex: audit('speed-index'),
      totalBytes: audit('total-byte-weight'),
      jsBytes: scriptBytes,
      // Lighthouse's measure of how fast this machine ran as the page loaded, and the slowdown
      // the simulation applied for it.
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
      cpuSlowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? Number.NaN,
      lcpElement: lcpSnippet(report.audits['largest-contentful-paint-element']?.details),
      // The blocking time of the same trace's main-thread tasks after the first paint, each
      // counted by how long it took (wall) or by the CPU time the thread spent in it, times the
      // slowdown: where Lighthouse's TBT and the blocking section's model part.
      tracedWallBlocking: traced.wallMs,
      tracedCpuBlocking: traced.cpuMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Total Blocking Time counted from Lighthouse's own trace, twice: with each main-thread task as
 * long as it lasted in the trace (wall time, as Lighthouse's simulation takes it, debugger and
 * all) and as long as the thread ran in it (CPU time, as the blocking section's model takes it),
 * each times `slowdown`, from the first contentful paint to the trace's end.
 */
function tracedBlocking(trace, slowdown) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const mainThread = fcp
    ? events.find(
        (event) =>
          event.ph === 'M' &&
          event.name === 'thread_name' &&
          event.pid === fcp.pid &&
          event.args?.name === 'CrRendererMain',
      )
    : undefined;
  if (!fcp || !mainThread) return { wallMs: Number.NaN, cpuMs: Number.NaN };
  const over50 = (micros) => Math.max(0, (micros / 1000) * slowdown - 50);
  let wallMs = 0;
  let cpuMs = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask') continue;
    if (event.pid !== mainThread.pid || event.tid !== mainThread.tid || event.ts < fcp.ts) continue;
    wallMs += over50(event.dur ?? 0);
    cpuMs += over50(event.tdur ?? event.dur ?? 0);
  }
  return { wallMs, cpuMs };
}

/** The HTML of the element Lighthouse found to be the largest paint (its audit's first node). */
function lcpSnippet(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details.snippet;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? value.map(lcpSnippet).find(Boolean)
      : typeof value === 'object'
        ? lcpSnippet(value)
        : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Lighthouse now and then fails to record a trace on this kind of machine (NO_NAVSTART,
 * NO_FCP): such a run measured nothing, so it is run again, at most twice. `extraFlags` go to
 * both steps (a network of its own: the patchy section).
 */
export async function lighthouseRun(url, extraHeaders = undefined, extraFlags = []) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, extraHeaders, extraFlags);
    } catch (error) {
      const transient = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(error?.stderr));
      if (!transient || attempt >= 3) throw error;
      process.stderr.write(`Lighthouse recorded no trace for ${url}; running it again\n`);
    }
  }
}

/**
 * Runs each route `runs` times and keeps the median of every figure; `extraHeaders` go with
 * every request (a staff session's cookie).
 */
export async function lighthouseMedians(
  baseUrl,
  routes,
  runs,
  onProgress = () => {},
  extraHeaders = undefined,
) {
  const results = [];
  for (const route of routes) {
    const samples = [];
    for (let index = 0; index < runs; index++) {
      samples.push(await lighthouseRun(new URL(route, baseUrl).href, extraHeaders));
      onProgress(route, index + 1);
    }
    const keys = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
    results.push({
      route,
      ...Object.fromEntries(keys.map((key) => [key, median(samples.map((s) => s[key]))])),
    });
  }
  return results;
}
