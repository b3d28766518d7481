/**
 * The server's and the CLIs' configuration: the only place that reads the environment.
 * Call `loadConfig()` once at start-up; it throws a `ConfigError` naming every bad variable.
 */
import { resolve } from 'node:path';

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
  /** Take the client IP from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: boolean;
}

/**
 * An event's shared connection can carry dozens of phones, each replaying up to a hundred
 * queued submissions at once when it comes back online: 600 a minute lets that through while
 * still stopping a runaway script.
 */
export const defaultRateLimitMax = 600;

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
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
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

  const trustProxyRaw = text('TRUST_PROXY') ?? 'false';
  if (!['true', 'false', '1', '0'].includes(trustProxyRaw)) {
    problems.push('TRUST_PROXY must be true or false');
  }

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
    trustProxy: trustProxyRaw === 'true' || trustProxyRaw === '1',
  };
}
