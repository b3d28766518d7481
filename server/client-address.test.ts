/**
 * Who a request comes from decides its rate-limit bucket: the configuration (TRUST_PROXY,
 * RATE_LIMIT_MAX) as an operator writes it, through the real app.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './test/databases.ts';
import { anInquiry } from './test/fixtures.ts';
import { startTestApp, type TestApp } from './test/harness.ts';

const proxy = '10.0.0.5';

describe.each(databaseKinds())('client addresses and rate limits on %s', (kind) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  /** The app as `npm start` builds it from these variables. */
  const appFrom = async (env: Record<string, string>) => {
    const { rateLimitMax, trustProxy } = loadConfig(env);
    const t = await startTestApp(database, { rateLimitMax, trustProxy });
    apps.push(t);
    return t;
  };
  const submit = (t: TestApp, from: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      remoteAddress: from,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: anInquiry(),
    });
  const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
    const codes: number[] = [];
    for (const request of requests) codes.push((await request()).statusCode);
    return codes;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database?.drop();
  });

  test('behind a named proxy, a client cannot pick its own bucket with X-Forwarded-For', async () => {
    const t = await appFrom({ TRUST_PROXY: `${proxy},loopback`, RATE_LIMIT_MAX: '2' });
    // The proxy appends the address it saw to whatever the client sent.
    const viaProxy = (claimed: string) => () => submit(t, proxy, `${claimed}, 203.0.113.7`);
    expect(await statuses([viaProxy('1.1.1.1'), viaProxy('2.2.2.2'), viaProxy('3.3.3.3')])).toEqual(
      [201, 201, 429],
    );
  });

  test('behind a named proxy, each visitor has a bucket of their own', async () => {
    const t = await appFrom({ TRUST_PROXY: proxy, RATE_LIMIT_MAX: '1' });
    const visitor = (address: string) => () => submit(t, proxy, address);
    expect(
      await statuses([visitor('203.0.113.7'), visitor('203.0.113.8'), visitor('203.0.113.7')]),
    ).toEqual([201, 201, 429]);
  });

  test('X-Forwarded-For from an address that is not a named proxy is ignored', async () => {
    const t = await appFrom({ TRUST_PROXY: proxy, RATE_LIMIT_MAX: '1' });
    expect(
      await statuses([
        () => submit(t, '198.51.100.9', '203.0.113.1'),
        () => submit(t, '198.51.100.9', '203.0.113.2'),
      ]),
    ).toEqual([201, 429]);
  });

  test('by default, 600 submissions a minute from one address are taken and the next refused', async () => {
    const t = await appFrom({});
    const from = '198.51.100.20';
    // Bodies the validation refuses count as submissions too, and store nothing.
    const empty = () =>
      t.app.inject({ method: 'POST', url: '/api/inquiries', remoteAddress: from, payload: {} });
    const codes = await statuses(Array.from({ length: 601 }, () => empty));
    expect(codes.slice(0, 600).every((code) => code === 400)).toBe(true);
    expect(codes[600]).toBe(429);
    // Another address is not held back by that one.
    expect((await submit(t, '198.51.100.21')).statusCode).toBe(201);
  });
});
