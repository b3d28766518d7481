// Another site that serves pictures over real HTTPS, as images.example.org: a browser started
// with `browserArgs` reaches it under that name and accepts its test-only certificate
// (tests/support/tls). Used by the e2e tests and the benchmark for pictures content names on
// other sites.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { join } from 'node:path';

export const imageHostName = 'images.example.org';

/**
 * Starts the host on a free loopback port. `answer(path)` says what to send for a path:
 * `{ body, type, cors }` (cors: whether any site may read it) or undefined for a 404.
 */
export async function startImageHost(answer) {
  const tls = join(import.meta.dirname, 'tls');
  const requested = [];
  const server = createServer(
    {
      key: readFileSync(join(tls, `${imageHostName}.key`)),
      cert: readFileSync(join(tls, `${imageHostName}.crt`)),
    },
    (request, response) => {
      const path = request.url ?? '';
      requested.push(path);
      const found = answer(path);
      if (!found) {
        response.writeHead(404).end();
        return;
      }
      const cors = found.cors ? { 'access-control-allow-origin': '*' } : {};
      response.writeHead(200, { 'content-type': found.type, ...cors });
      response.end(found.body);
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `https://${imageHostName}`,
    /** Paths asked for so far; empty it to watch what comes next. */
    requested,
    browserArgs: [
      `--host-resolver-rules=MAP ${imageHostName}:443 127.0.0.1:${port}`,
      '--ignore-certificate-errors',
    ],
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
