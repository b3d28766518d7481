// The main thread's long tasks on a first visit, as a visitor's phone pays them: a cold
// Chromium at a phone's size, traced without a debugger. Lighthouse measures through a debugger
// connection, under which V8 does work a visitor's browser never does (it recorded a source
// position for every frame of every Error React DOM makes as it starts: decision 026). Here
// Chromium is driven over its DevTools pipe with only what the measure needs: device emulation,
// CPU throttling, page lifecycle events and tracing.
//
// The budgeted figure models the phone of phone.mjs, as Lighthouse's default (simulated)
// throttling does: each task of an unthrottled trace counts the CPU time the page's main thread
// spent in it, times how much slower the phone is than this machine at that moment (Lighthouse's
// benchmark, run in the same browser just before). Chromium's own CPU throttling at that factor
// is reported beside it: it suspends the renderer in time slices instead of running it slower,
// so the same task measures anywhere from one to nine times its CPU time, and other processes on
// the machine add their share (docs/performance.md, "Blocking time: what the measure sees").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from './budgets.mjs';
import { median } from './offline.mjs';
import { benchmarkExpression, slowdownFor } from './phone.mjs';

/** A task longer than this blocks a tap (the definition behind Total Blocking Time). */
const longTaskMs = 50;
/** After the network is idle, how long the page must stay free of long tasks to count as done. */
const quietMs = 3000;
const navigationTimeoutMs = 60_000;

/** A minimal DevTools protocol client over `--remote-debugging-pipe` (fds 3 and 4). */
function devtoolsPipe(child) {
  const writer = child.stdio[3];
  const reader = child.stdio[4];
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  reader.setEncoding('utf8');
  reader.on('data', (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end !== -1; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(`${waiter.method}: ${message.error.message}`));
        else waiter?.resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  return {
    send(method, params = {}, sessionId) {
      const id = nextId++;
      writer.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject, method }));
    },
    /** Resolves with the first event for which `match` returns true. */
    waitFor(match, timeoutMs = navigationTimeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(new Error(`no matching DevTools event within ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (message) => {
          if (!match(message)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(message);
        };
        listeners.add(listener);
      });
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The renderer main thread that painted the page: the one with its first contentful paint. */
function pageMainThread(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  return { pid: paint.pid, tid: paint.tid, fcp: paint.ts };
}

/**
 * Blocking time as Total Blocking Time counts it, from the first contentful paint to the end of
 * the trace (the page quiet after the network went idle): the part of each task over 50 ms.
 * With `cpuTimes`, a task lasts `cpuTimes` times the CPU time its thread spent in it (the
 * trace's `tdur`); otherwise its wall time (`dur`).
 */
export function blockingFigures(events, { cpuTimes } = {}) {
  const { pid, tid, fcp } = pageMainThread(events);
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && event.pid === pid && event.tid === tid,
  );
  let blockingUs = 0;
  let longest = 0;
  let long = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    if (end <= fcp) continue;
    const length = cpuTimes ? (task.tdur ?? task.dur) * cpuTimes : task.dur;
    // A task under way at the first paint counts from it, in proportion.
    const counted = task.ts < fcp ? length * ((end - fcp) / task.dur) : length;
    longest = Math.max(longest, length);
    if (counted > longTaskMs * 1000) {
      blockingUs += counted - longTaskMs * 1000;
      long += 1;
    }
  }
  return { blockingMs: blockingUs / 1000, longestTaskMs: longest / 1000, longTasks: long };
}

/**
 * A cold first visit to `url`, traced, with the slowdown that makes this browser the phone at
 * that moment; `throttled`: whether Chromium's CPU throttling applies it, or it is left to the
 * model.
 */
async function traceFirstVisit(url, { throttled }) {
  const profile = mkdtempSync(join(tmpdir(), 'academy-blocking-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...chromiumArgs,
      '--headless=new',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      '--window-size=390,844',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const cdp = devtoolsPipe(child);
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const tab = targetInfos.find((target) => target.type === 'page');
    if (!tab) throw new Error('Chromium opened no page');
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: tab.targetId,
      flatten: true,
    });
    const inPage = (method, params) => cdp.send(method, params, sessionId);
    await inPage('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height: 844,
      deviceScaleFactor: 3,
      mobile: true,
      screenWidth: 390,
      screenHeight: 844,
    });
    await inPage('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    const { result } = await inPage('Runtime.evaluate', {
      expression: benchmarkExpression,
      returnByValue: true,
    });
    const benchmarkIndex = result.value;
    const cpuSlowdown = slowdownFor(benchmarkIndex);
    if (throttled) await inPage('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await inPage('Page.enable');
    await inPage('Page.setLifecycleEventsEnabled', { enabled: true });

    const events = [];
    const stopCollecting = cdp.on((message) => {
      if (message.method === 'Tracing.dataCollected') events.push(...message.params.value);
    });
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
        ],
      },
    });
    const idle = cdp.waitFor(
      (message) =>
        message.sessionId === sessionId &&
        message.method === 'Page.lifecycleEvent' &&
        message.params.name === 'networkIdle',
    );
    const { frameId } = await inPage('Page.navigate', { url });
    await idle;
    // Done once no long task has started for `quietMs` after the network went idle (at most
    // five more windows: a page that never settles is reported as it is).
    for (let window = 0; window < 5; window += 1) {
      const before = events.length;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      const long = (event) => event.name === 'RunTask' && event.dur > longTaskMs * 1000;
      if (!events.slice(before).some(long)) break;
    }
    const complete = cdp.waitFor((message) => message.method === 'Tracing.tracingComplete');
    await cdp.send('Tracing.end');
    await complete;
    stopCollecting();
    if (!frameId) throw new Error(`navigation to ${url} failed`);
    return { events, benchmarkIndex, cpuSlowdown };
  } finally {
    // Closed through the protocol, so its helper processes are gone before the profile is.
    await Promise.race([cdp.send('Browser.close').catch(() => undefined), exited]);
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

function medians(samples) {
  return {
    blockingMs: median(samples.map((sample) => sample.blockingMs)),
    longestTaskMs: median(samples.map((sample) => sample.longestTaskMs)),
    longTasks: median(samples.map((sample) => sample.longTasks)),
    samples: samples.map((sample) => Math.round(sample.blockingMs)),
    cpuSlowdown: median(samples.map((sample) => sample.cpuSlowdown)),
  };
}

/** One visit's figures, a task lasting its CPU time times the slowdown (`modelled`) or its wall time. */
async function blockingOnce(url, { modelled }) {
  const { events, benchmarkIndex, cpuSlowdown } = await traceFirstVisit(url, {
    throttled: !modelled,
  });
  const figures = blockingFigures(events, modelled ? { cpuTimes: cpuSlowdown } : {});
  return { ...figures, benchmarkIndex, cpuSlowdown };
}

/**
 * For each route, from `runs` cold first visits each way: the median blocking time of the
 * modelled phone (unthrottled traces, CPU time times the slowdown; the budgeted figure), and
 * under Chromium's CPU throttling at that slowdown (wall time; reported beside it).
 */
export async function blockingTimes(baseUrl, routes, runs) {
  const results = [];
  for (const route of routes) {
    const url = new URL(route, baseUrl).href;
    const modelled = [];
    const throttled = [];
    for (let run = 0; run < runs; run += 1) {
      modelled.push(await blockingOnce(url, { modelled: true }));
      throttled.push(await blockingOnce(url, { modelled: false }));
    }
    results.push({ route, ...medians(modelled), throttled: medians(throttled) });
  }
  return results;
}
