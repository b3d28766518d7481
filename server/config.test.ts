import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { submissionBodyLimitBytes } from '../src/domain/submission-body-limit.ts';
import { ConfigError, loadConfig } from './config.ts';

test('defaults suit one command on a fresh machine', () => {
  expect(loadConfig({})).toEqual({
    port: 8080,
    host: '0.0.0.0',
    dataDir: resolve('data'),
    database: { kind: 'sqlite', file: resolve('data', 'academy.sqlite') },
    staticDir: resolve('dist'),
    rateLimitMax: 600,
    logLevel: 'info',
    trustProxy: false,
    timeouts: { requestMs: 50_000, connectionMs: 60_000, keepAliveMs: 72_000 },
    retention: { inquiryDays: 365, applicationDays: 730 },
    auditRetentionDays: 1095,
    siteOrigin: 'http://localhost:8080',
    staffSessions: { idleHours: 12, maxDays: 7 },
    newLeadOverdueHours: 24,
    consentRequiredFrom: new Date('2026-12-26T00:00:00.000Z'),
  });
});

test('the default request timeout lets a phone on 2G send the largest form', () => {
  // The largest body at GPRS's ~2 kB/s upstream, after two 2 s round trips (connection, request).
  const slowestUploadMs = submissionBodyLimitBytes / 2 + 2 * 2000;
  const { timeouts } = loadConfig({});
  expect(timeouts.requestMs).toBeGreaterThanOrEqual(2 * slowestUploadMs);
  expect(timeouts.connectionMs).toBeGreaterThanOrEqual(timeouts.requestMs);
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
    TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1,fd00::/8',
    REQUEST_TIMEOUT_MS: '5000',
    CONNECTION_TIMEOUT_MS: '6000',
    KEEP_ALIVE_TIMEOUT_MS: '7000',
    INQUIRY_RETENTION_DAYS: '90',
    APPLICATION_RETENTION_DAYS: '1095',
    AUDIT_RETENTION_DAYS: '2555',
    SITE_ORIGIN: 'https://academy.example',
    STAFF_SESSION_IDLE_HOURS: '8',
    STAFF_SESSION_MAX_DAYS: '3',
    NEW_LEAD_OVERDUE_HOURS: '4',
    CONSENT_REQUIRED_FROM: '2027-01-15',
  });
  expect(config).toMatchObject({
    port: 9000,
    host: '127.0.0.1',
    dataDir: '/srv/academy',
    database: { kind: 'postgres', url: 'postgres://academy@db/academy' },
    staticDir: '/srv/site',
    rateLimitMax: 50,
    logLevel: 'warn',
    trustProxy: ['10.0.0.1', '192.168.0.0/16', 'loopback', '::1', 'fd00::/8'],
    timeouts: { requestMs: 5000, connectionMs: 6000, keepAliveMs: 7000 },
    retention: { inquiryDays: 90, applicationDays: 1095 },
    auditRetentionDays: 2555,
    siteOrigin: 'https://academy.example',
    staffSessions: { idleHours: 8, maxDays: 3 },
    newLeadOverdueHours: 4,
    consentRequiredFrom: new Date('2027-01-15T00:00:00.000Z'),
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

test.each(['false', '0'])('TRUST_PROXY=%s trusts no proxy', (value) => {
  expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
});

test.each(['true', '1', '2', 'proxy.internal', '10.0.0.0/33', '10.0.0.1,', '::1/129'])(
  'TRUST_PROXY=%s is refused: only named proxies are trusted',
  (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false or/);
  },
);

test.each(['29', '0', 'a year', '36501', '365.5'])(
  'a retention of %s days is refused: at least a month, at most a century',
  (value) => {
    const load = () =>
      loadConfig({ INQUIRY_RETENTION_DAYS: value, APPLICATION_RETENTION_DAYS: value });
    expect(load).toThrow(
      `INQUIRY_RETENTION_DAYS must be a whole number from 30 to 36500 (got "${value}")`,
    );
    expect(load).toThrow(
      `APPLICATION_RETENTION_DAYS must be a whole number from 30 to 36500 (got "${value}")`,
    );
  },
);

test('the audit trail is kept at least a year, as the DPDP Rules ask', () => {
  expect(loadConfig({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
  for (const days of ['364', '0', '-1']) {
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: days })).toThrow(
      `AUDIT_RETENTION_DAYS (${days}) must be at least 365: the audit trail is kept at least a year (DPDP Rules 2025, Rule 8(3))`,
    );
  }
  for (const days of ['a year', '365.5', '36501']) {
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: days })).toThrow(
      `AUDIT_RETENTION_DAYS must be a whole number from 365 to 36500 (got "${days}")`,
    );
  }
});

test('with no SITE_ORIGIN, passkeys work at http://localhost on the configured port', () => {
  expect(loadConfig({ PORT: '3000' }).siteOrigin).toBe('http://localhost:3000');
  expect(loadConfig({ SITE_ORIGIN: 'https://Academy.Example/' }).siteOrigin).toBe(
    'https://academy.example',
  );
});

test.each([
  'academy.example',
  'ftp://academy.example',
  'https://academy.example/staff',
  'https://a@academy.example',
])('SITE_ORIGIN=%s is refused: an origin only', (value) => {
  expect(() => loadConfig({ SITE_ORIGIN: value })).toThrow(
    `SITE_ORIGIN must be the site's public origin, like https://academy.example or http://localhost:8080, with no path (got "${value}")`,
  );
});

test('staff session limits are whole hours and days, the idle one within the whole', () => {
  expect(() => loadConfig({ STAFF_SESSION_IDLE_HOURS: '0' })).toThrow(
    'STAFF_SESSION_IDLE_HOURS must be a whole number from 1 to 720 (got "0")',
  );
  expect(() => loadConfig({ STAFF_SESSION_MAX_DAYS: 'a week' })).toThrow(
    'STAFF_SESSION_MAX_DAYS must be a whole number from 1 to 90 (got "a week")',
  );
  expect(() => loadConfig({ STAFF_SESSION_IDLE_HOURS: '48', STAFF_SESSION_MAX_DAYS: '1' })).toThrow(
    'STAFF_SESSION_IDLE_HOURS (48) must not be longer than STAFF_SESSION_MAX_DAYS (1 days)',
  );
});

test.each(['0', '721', '1.5', 'a day', '-4'])(
  'NEW_LEAD_OVERDUE_HOURS=%s is refused: whole working hours, up to 30 working days',
  (value) => {
    expect(() => loadConfig({ NEW_LEAD_OVERDUE_HOURS: value })).toThrow(
      `NEW_LEAD_OVERDUE_HOURS must be a whole number from 1 to 720 (got "${value}")`,
    );
  },
);

test('NEW_LEAD_OVERDUE_HOURS takes its whole range', () => {
  expect(loadConfig({ NEW_LEAD_OVERDUE_HOURS: '1' }).newLeadOverdueHours).toBe(1);
  expect(loadConfig({ NEW_LEAD_OVERDUE_HOURS: ' 720 ' }).newLeadOverdueHours).toBe(720);
});

test.each(['2027-02-30', '15-01-2027', 'next month', '2027-1-5'])(
  'CONSENT_REQUIRED_FROM=%s is refused: a day as YYYY-MM-DD',
  (value) => {
    expect(() => loadConfig({ CONSENT_REQUIRED_FROM: value })).toThrow(
      `CONSENT_REQUIRED_FROM must be a day as YYYY-MM-DD (got "${value}")`,
    );
  },
);
