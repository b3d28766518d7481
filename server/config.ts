/**
 * The server's and the CLIs' configuration: the only place that reads the environment.
 * Call `loadConfig()` once at start-up; it throws a `ConfigError` naming every bad variable.
 */

import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { defaultConsentRequiredFrom } from '../src/domain/consent.ts';
import { defaultNewLeadOverdueHours } from '../src/domain/lead-workflow.ts';
import {
  defaultAuditRetentionDays,
  defaultRetention,
  type Retention,
  shortestAuditRetentionDays,
  shortestRetentionDays,
} from '../src/domain/retention.ts';

export { defaultRetention, type Retention };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  staticDir: string;
  /** POSTs per client IP per minute. */
  rateLimitMax: number;
  logLevel: LogLevel;
  /** Which hops may say who the client is in X-Forwarded-For (see `TrustProxy`). */
  trustProxy: TrustProxy;
  /** Connection limits, in milliseconds (see `defaultTimeouts`). */
  timeouts: Timeouts;
  /** How long records are kept, in days (see `defaultRetention`, src/domain/retention.ts). */
  retention: Retention;
  /**
   * How long audit entries are kept, in days: older ones go with the daily purge
   * (`AUDIT_RETENTION_DAYS`; `defaultAuditRetentionDays`, at least `shortestAuditRetentionDays`).
   */
  auditRetentionDays: number;
  /**
   * The site's public origin (`https://academy.example`): the passkeys' relying party, the only
   * `Origin` staff requests may come from, and the start of enrolment links. Never read from a
   * request, which a client chooses.
   */
  siteOrigin: string;
  /** How long a staff session lasts (see `defaultStaffSessions`). */
  staffSessions: StaffSessionLimits;
  /**
   * How long a lead may stay New before the inbox shows it overdue, in working hours: an IST
   * Sunday's hours do not count (src/domain/lead-workflow.ts, `newLeadOverdueCutoff`).
   */
  newLeadOverdueHours: number;
  /** Who hosts the server, named in a person's access summary (`HOSTING_PROVIDER`); optional. */
  hostingProvider: string | undefined;
  /** From when a submission without consent is refused (`CONSENT_REQUIRED_FROM`, a date). */
  consentRequiredFrom: Date;
}

export interface StaffSessionLimits {
  /** Ends after this long without a request. */
  idleHours: number;
  /** Ends this long after sign-in, however busy. */
  maxDays: number;
}

/**
 * A working day at the desk without signing in again, and a week at most, as the OWASP session
 * guide suggests for a low-risk internal tool holding personal data: a lost phone's session ends
 * within a day of disuse and a stolen cookie within a week.
 */
export const defaultStaffSessions: StaffSessionLimits = { idleHours: 12, maxDays: 7 };

/**
 * The addresses or CIDR ranges of your own proxies, as Fastify's `trustProxy` takes them: the
 * client is the nearest hop in X-Forwarded-For that is not one of them. `false`: the client is
 * whoever opened the connection. Not `true`, which trusts every hop and so lets a client name
 * itself (and choose its rate-limit bucket), nor a hop count, which Fastify refuses to trust.
 */
export type TrustProxy = false | readonly string[];

export interface Timeouts {
  /** The whole request, headers and body, must have arrived within this. */
  requestMs: number;
  /** A connection that sends and receives nothing for this long is closed. */
  connectionMs: number;
  /** How long an idle connection stays open for the visitor's next request. */
  keepAliveMs: number;
}

/**
 * Sized for a phone on 2G: the largest request (a form body with its event source, consent and
 * guardian at its 41 kB limit) at GPRS's ~2 kB/s upstream, after a 1-2 s round trip or two,
 * arrives in about 24 s,
 * under half the 50 s allowed; a signal dropping in a lift or a train for most of a minute does
 * not lose the page being sent. A client holding a connection open a byte at a time is cut off
 * after 50 s instead of minutes. Keep-alive stays at Fastify's 72 s: longer than common proxies'
 * idle timeout (60 s), so a proxy never reuses a connection the server is closing.
 */
export const defaultTimeouts: Timeouts = {
  requestMs: 50_000,
  connectionMs: 60_000,
  keepAliveMs: 72_000,
};

/**
 * An event's shared connection can carry dozens of phones, each replaying up to a hundred
 * queued submissions at once when it comes back online: 600 a minute lets that through while
 * still stopping a runaway script.
 */
const defaultRateLimitMax = 600;

const logLevels: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  /** `belowMin`, when given, is why a whole number under `min` is refused, said instead. */
  const integer = (name: string, fallback: number, min: number, max: number, belowMin?: string) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (belowMin !== undefined && Number.isInteger(value) && value < min) {
      problems.push(`${name} (${value}) must be at least ${min}: ${belowMin}`);
      return fallback;
    }
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const port = integer('PORT', 8080, 0, 65_535);
  const rateLimitMax = integer('RATE_LIMIT_MAX', defaultRateLimitMax, 1, 10_000_000);
  const dataDir = resolve(text('DATA_DIR') ?? 'data');
  const staticDir = resolve(text('STATIC_DIR') ?? 'dist');

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  const database: DatabaseTarget =
    databaseUrl === undefined
      ? { kind: 'sqlite', file: resolve(dataDir, 'academy.sqlite') }
      : { kind: 'postgres', url: databaseUrl };

  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!logLevels.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}`);
  }

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'), problems);

  const timeouts: Timeouts = {
    requestMs: integer('REQUEST_TIMEOUT_MS', defaultTimeouts.requestMs, 1, 3_600_000),
    connectionMs: integer('CONNECTION_TIMEOUT_MS', defaultTimeouts.connectionMs, 1, 3_600_000),
    keepAliveMs: integer('KEEP_ALIVE_TIMEOUT_MS', defaultTimeouts.keepAliveMs, 1, 3_600_000),
  };

  const retention: Retention = {
    inquiryDays: integer(
      'INQUIRY_RETENTION_DAYS',
      defaultRetention.inquiryDays,
      shortestRetentionDays,
      36_500,
    ),
    applicationDays: integer(
      'APPLICATION_RETENTION_DAYS',
      defaultRetention.applicationDays,
      shortestRetentionDays,
      36_500,
    ),
  };

  const auditRetentionDays = integer(
    'AUDIT_RETENTION_DAYS',
    defaultAuditRetentionDays,
    shortestAuditRetentionDays,
    36_500,
    'the audit trail is kept at least a year (DPDP Rules 2025, Rule 8(3))',
  );

  const siteOrigin = parseSiteOrigin(text('SITE_ORIGIN'), port, problems);
  const staffSessions: StaffSessionLimits = {
    idleHours: integer('STAFF_SESSION_IDLE_HOURS', defaultStaffSessions.idleHours, 1, 24 * 30),
    maxDays: integer('STAFF_SESSION_MAX_DAYS', defaultStaffSessions.maxDays, 1, 90),
  };
  if (staffSessions.idleHours > staffSessions.maxDays * 24) {
    problems.push(
      `STAFF_SESSION_IDLE_HOURS (${staffSessions.idleHours}) must not be longer than STAFF_SESSION_MAX_DAYS (${staffSessions.maxDays} days)`,
    );
  }

  const newLeadOverdueHours = integer(
    'NEW_LEAD_OVERDUE_HOURS',
    defaultNewLeadOverdueHours,
    1,
    24 * 30,
  );

  const consentRequiredFrom = parseDay(
    'CONSENT_REQUIRED_FROM',
    text('CONSENT_REQUIRED_FROM'),
    defaultConsentRequiredFrom,
    problems,
  );

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }

  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    dataDir,
    database,
    staticDir,
    rateLimitMax,
    logLevel,
    trustProxy,
    timeouts,
    retention,
    auditRetentionDays,
    siteOrigin,
    staffSessions,
    newLeadOverdueHours,
    consentRequiredFrom,
    hostingProvider: text('HOSTING_PROVIDER'),
  };
}

/** A day as `YYYY-MM-DD`, from its start in UTC. */
function parseDay(name: string, raw: string | undefined, fallback: Date, problems: string[]): Date {
  if (raw === undefined) return fallback;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(`${raw}T00:00:00.000Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) {
    problems.push(`${name} must be a day as YYYY-MM-DD (got "${raw}")`);
    return fallback;
  }
  return day;
}

/**
 * `npm start` with no configuration serves http://localhost:<PORT>, where browsers allow
 * passkeys; any other origin must be said, as scheme, host and port only.
 */
function parseSiteOrigin(raw: string | undefined, port: number, problems: string[]): string {
  const fallback = `http://localhost:${port}`;
  if (raw === undefined) return fallback;
  const message = `SITE_ORIGIN must be the site's public origin, like https://academy.example or http://localhost:8080, with no path (got "${raw}")`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(message);
    return fallback;
  }
  const bare =
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  if (!['http:', 'https:'].includes(url.protocol) || !bare) {
    problems.push(message);
    return fallback;
  }
  return url.origin;
}

/** proxy-addr's names for the private ranges, which Fastify also takes. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every((entry) => namedRanges.includes(entry) || isAddressOrRange(entry))) {
    problems.push(
      `TRUST_PROXY must be false or your proxies' addresses or CIDR ranges, comma-separated, e.g. 127.0.0.1 or 10.0.0.0/8,loopback (got "${raw}")`,
    );
    return false;
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}
