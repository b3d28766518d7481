// A proxy in front of the site for browsers the tests cannot intercept (WebKit over WebDriver):
// it can hold the app's scripts back, as a slow network would, or act as a server that is down.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GateMode = 'open' | 'scripts-held' | 'down';

export async function gateProxy(target: string) {
  const upstream = new URL(target);
  let mode: GateMode = 'open';
  let held: Array<() => void> = [];
  const server = createServer((incoming, outgoing) => {
    if (mode === 'down') {
      incoming.socket.destroy();
      return;
    }
    const forward = () => {
      const proxied = request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      proxied.on('error', () => outgoing.destroy());
      incoming.pipe(proxied);
    };
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    if (mode === 'scripts-held' && path.startsWith('/assets/') && path.endsWith('.js')) {
      held.push(forward);
    } else {
      forward();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    /** Scripts asked for while held wait until the mode changes. */
    set(next: GateMode) {
      mode = next;
      if (next !== 'scripts-held') {
        const waiting = held;
        held = [];
        for (const forward of waiting) forward();
      }
    },
    /** How many script requests are waiting. */
    get held() {
      return held.length;
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
