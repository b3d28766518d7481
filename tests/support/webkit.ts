// Safari's engine for the end-to-end tests: Debian's WebKitGTK, driven over W3C WebDriver
// (Playwright's own WebKit cannot be downloaded on this network). It runs in a virtual display.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

const driverBinary = '/usr/bin/WebKitWebDriver';

/** The small browser WebKitGTK ships for automation. */
export function miniBrowser(): string | undefined {
  return readdirSync('/usr/lib')
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface SessionOptions {
  userAgent?: string;
  javaScript?: boolean;
  /**
   * The window's inner size. WebKitGTK has no device emulation: a phone is a narrow window, as
   * narrow as MiniBrowser allows (~450 px; under 480 px is accepted).
   */
  width?: number;
  height?: number;
  /** `none`: navigation returns at once, before the page's scripts have run. */
  pageLoadStrategy?: 'normal' | 'eager' | 'none';
}

/** One WebKitWebDriver (and its virtual display) for a test file. */
export class WebKitDriver {
  private constructor(
    private url: string,
    private child: ChildProcess,
  ) {}

  static async start(): Promise<WebKitDriver> {
    const { url, child } = await launch();
    return new WebKitDriver(url, child);
  }

  async open(options: SessionOptions = {}): Promise<WebKitSession> {
    const args = ['--automation'];
    if (options.userAgent) args.push(`--user-agent=${options.userAgent}`);
    if (options.javaScript === false) args.push('--enable-javascript=false');
    const request = {
      capabilities: {
        alwaysMatch: {
          pageLoadStrategy: options.pageLoadStrategy ?? 'normal',
          'webkitgtk:browserOptions': { binary: miniBrowser(), args },
        },
      },
    };
    const create = () =>
      command<{ sessionId: string }>(this.url, 'POST', '/session', request, sessionTimeoutMs);
    // Right after a session has closed, on a busy machine, the driver now and then drops the
    // connection asking for the next one or never answers (both seen on CI): a fresh driver
    // gives one.
    const created = await create().catch(async (error: unknown) => {
      console.warn(`WebKit: no session (${String(error)}); starting the driver again`);
      await this.stop();
      ({ url: this.url, child: this.child } = await launch());
      return create();
    });
    const session = new WebKitSession(`${this.url}/session/${created.sessionId}`);
    await session.resize(options.width ?? 1280, options.height ?? 800);
    return session;
  }

  async stop() {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(killed);
  }
}

/** Starts WebKitWebDriver in a virtual display and waits until it answers. */
async function launch(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // xvfb-run picks a free display (-a) and stops the display with the driver.
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1400x1000x24', driverBinary, `--port=${port}`],
    { detached: true, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const status = await fetch(`${url}/status`, { signal: AbortSignal.timeout(2_000) });
      if (status.ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * How long a new session (a browser starting) may take, and any other command. A busy two-core
 * machine once took over 20 s to run WebKit's first script on a page whose scripts were held.
 */
const sessionTimeoutMs = 15_000;
const commandTimeoutMs = 40_000;

async function command<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = commandTimeoutMs,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer in ${timeoutMs / 1000} s`
        : String(error);
    throw new Error(`WebDriver ${method} ${path}: ${reason}`);
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) {
    throw new Error(`WebDriver ${method} ${path}: ${answer.value.error} ${answer.value.message}`);
  }
  return answer.value;
}

type Element = Record<string, string>;

/** How WebDriver names an element passed to or from a script. */
const webElementKey = 'element-6066-11e4-a52e-4f735466cecf';

/** One browser window. `run` evaluates a function body in the page (`arguments` are `args`). */
export class WebKitSession {
  constructor(private readonly base: string) {}

  private command<T>(method: string, path: string, body?: unknown) {
    return command<T>(this.base, method, path, body);
  }

  async resize(width: number, height: number) {
    // The rect is the window's outer size: add what the window's frame takes. The window
    // manager applies a new size a moment after the command returns (on a busy machine the
    // page can still report the old size), so the frame is measured once the size has settled.
    const before = await this.run<[number, number]>('return [innerWidth, innerHeight]');
    await this.command('POST', '/window/rect', { width, height });
    if (before[0] !== width || before[1] !== height) {
      await this.waitFor(
        'the window to change size',
        'return innerWidth !== arguments[0] || innerHeight !== arguments[1]',
        before,
        2_000,
      ).catch(() => undefined);
    }
    const settled = await this.settledSize();
    if (settled.innerWidth !== width || settled.innerHeight !== height) {
      await this.command('POST', '/window/rect', {
        width: width + settled.outerWidth - settled.innerWidth,
        height: height + settled.outerHeight - settled.innerHeight,
      });
      await this.waitFor(
        'the window to take its new width',
        'return innerWidth === arguments[0] || (arguments[0] < 480 && innerWidth < 480)',
        [width],
        3_000,
      ).catch(() => undefined);
    }
    // MiniBrowser's window is at least ~450 px wide: still a phone's layout, wider than most.
    const [actual] = await this.run<[number]>('return [innerWidth]');
    if (actual !== width && (width >= 480 || actual >= 480)) {
      throw new Error(`WebKit: the window is ${actual} px wide, not ${width}`);
    }
  }

  /** The window's outer and inner size once two readings 50 ms apart agree. */
  private async settledSize() {
    const read = async () => {
      const outer = await this.command<{ width: number; height: number }>('GET', '/window/rect');
      const [innerWidth, innerHeight] = await this.run<[number, number]>(
        'return [innerWidth, innerHeight]',
      );
      return { outerWidth: outer.width, outerHeight: outer.height, innerWidth, innerHeight };
    };
    let last = await read();
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await read();
      if (JSON.stringify(next) === JSON.stringify(last)) return next;
      last = next;
    }
    return last;
  }

  goto(url: string) {
    return this.command('POST', '/url', { url });
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script: body, args });
  }

  /** Waits until `body` (evaluated in the page with `args`) returns a truthy value. */
  async waitFor<T>(what: string, body: string, args: unknown[] = [], timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const value = await this.run<T>(body, ...args);
        if (value) return value;
      } catch (error) {
        // A navigation in progress can interrupt the script; try again.
        if (Date.now() > deadline) throw error;
      }
      if (Date.now() > deadline) throw new Error(`WebKit: timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A real click (WebKit synthesises the mouse events) on the first element matching `css`. */
  async click(css: string) {
    const id = await this.find(css);
    // As a visitor does: the control scrolled to the middle of the screen, clear of the fixed
    // header, and tapped once nothing lies over it (a notice still fading out, say).
    await this.run('arguments[0].scrollIntoView({ block: "center" })', { [webElementKey]: id });
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        await this.command('POST', `/element/${id}/click`, {});
        return;
      } catch (error) {
        if (!String(error).includes('element click intercepted') || Date.now() > deadline) {
          throw error;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Types `text` into the field matching `css`, key by key. */
  async type(css: string, text: string) {
    await this.command('POST', `/element/${await this.find(css)}/value`, { text });
  }

  private async find(css: string): Promise<string> {
    const element = await this.command<Element>('POST', '/element', {
      using: 'css selector',
      value: css,
    });
    const id = Object.values(element)[0];
    if (!id) throw new Error(`WebKit: no element for ${css}`);
    return id;
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64');
  }

  close() {
    return this.command('DELETE', '');
  }
}
