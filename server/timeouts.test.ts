/**
 * Connection limits on a real listening server and real sockets, with small timeouts so the
 * test is quick (the defaults, sized for 2G phones, are in config.ts).
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import type { Timeouts } from './config.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './test/databases.ts';
import { anInquiry } from './test/fixtures.ts';
import { startTestApp, type TestApp } from './test/harness.ts';

describe.each(databaseKinds())('connection timeouts on %s', (kind) => {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  const sockets: Socket[] = [];

  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await t?.close();
    await database?.drop();
  });

  async function listen(timeouts: Timeouts): Promise<number> {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { timeouts });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  /** A raw connection; `answer` is everything the server sent once it closed the connection. */
  async function open(port: number) {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    const closed = once(socket, 'close').then(() => received);
    return { socket, closed };
  }

  const headFor = (length: number) =>
    'POST /api/inquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${length}\r\n\r\n`;

  test('a client sending its body a byte at a time is cut off when the request time is up', async () => {
    const port = await listen({ requestMs: 1000, connectionMs: 60_000, keepAliveMs: 72_000 });
    const { socket, closed } = await open(port);
    const started = Date.now();
    socket.write(`${headFor(10_000)}{`);
    // Never idle (a byte every 100 ms), but 10 000 bytes would take 17 minutes.
    const dribble = setInterval(() => socket.write(' '), 100);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(dribble);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  // Timers fire a little late on a busy machine, never early: each closing is checked against
  // its limit from below (less a few ms of rounding) and, loosely, from above.
  test('a client that stops sending is cut off when the connection is idle too long', async () => {
    const port = await listen({ requestMs: 60_000, connectionMs: 500, keepAliveMs: 72_000 });
    const { socket, closed } = await open(port);
    socket.write(headFor(500).slice(0, 40));
    const lastSent = Date.now();
    await closed;
    const idle = Date.now() - lastSent;
    expect(idle).toBeGreaterThanOrEqual(490);
    expect(idle).toBeLessThan(5000);
  });

  test('an idle kept-alive connection is closed after the keep-alive time', async () => {
    const port = await listen({ requestMs: 60_000, connectionMs: 60_000, keepAliveMs: 300 });
    const { socket, closed } = await open(port);
    let answeredAt = 0;
    socket.on('data', () => {
      answeredAt = Date.now();
    });
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 200 [\s\S]*"status":"ok"/);
    const kept = Date.now() - answeredAt;
    expect(kept).toBeGreaterThanOrEqual(290);
    expect(kept).toBeLessThan(5000);
  });

  test('a slow client that keeps to the time is answered', async () => {
    // Limits well above this client's pace: the idle timer also runs while the server stores
    // the submission, which on a busy machine can take a second.
    const port = await listen({ requestMs: 10_000, connectionMs: 10_000, keepAliveMs: 72_000 });
    const { socket, closed } = await open(port);
    const body = JSON.stringify(anInquiry());
    const chunks = [headFor(Buffer.byteLength(body)), ...(body.match(/[\s\S]{1,60}/g) ?? [])];
    // A chunk every 50 ms: about as slow, for this body, as 2G is for the largest one.
    for (const chunk of chunks) {
      socket.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    socket.end();
    expect(await closed).toMatch(/^HTTP\/1\.1 201 /);
  });
});
