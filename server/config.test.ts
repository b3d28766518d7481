import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, defaultRateLimitMax, loadConfig } from './config.ts';

test('defaults suit one command on a fresh machine', () => {
  expect(loadConfig({})).toEqual({
    port: 8080,
    host: '0.0.0.0',
    dataDir: resolve('data'),
    database: { kind: 'sqlite', file: resolve('data', 'academy.sqlite') },
    staticDir: resolve('dist'),
    rateLimitMax: defaultRateLimitMax,
    logLevel: 'info',
    trustProxy: false,
  });
});

test('the default rate limit lets an event replay its queues', () => {
  // Say five phones behind one NAT, each replaying a hundred queued submissions in a minute.
  expect(defaultRateLimitMax).toBeGreaterThanOrEqual(500);
});

test('DATABASE_URL switches to PostgreSQL; other variables are read and typed', () => {
  const config = loadConfig({
    PORT: '9000',
    HOST: '127.0.0.1',
    DATA_DIR: '/srv/academy',
    DATABASE_URL: 'postgres://academy@db/academy',
    STATIC_DIR: '/srv/site',
    RATE_LIMIT_MAX: '50',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
  });
  expect(config).toMatchObject({
    port: 9000,
    host: '127.0.0.1',
    dataDir: '/srv/academy',
    database: { kind: 'postgres', url: 'postgres://academy@db/academy' },
    staticDir: '/srv/site',
    rateLimitMax: 50,
    logLevel: 'warn',
    trustProxy: true,
  });
});

test('SQLite lives in DATA_DIR', () => {
  expect(loadConfig({ DATA_DIR: '/tmp/x' }).database).toEqual({
    kind: 'sqlite',
    file: '/tmp/x/academy.sqlite',
  });
});

test('every bad variable is named at once', () => {
  const load = () =>
    loadConfig({
      PORT: 'eighty',
      RATE_LIMIT_MAX: '0',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
    });
  expect(load).toThrow(ConfigError);
  expect(load).toThrow(/PORT[\s\S]*RATE_LIMIT_MAX[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
});
