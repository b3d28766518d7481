/**
 * The real databases the server's tests run against: a fresh SQLite file always, and a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set. REQUIRE_POSTGRES=1 turns a missing URL into
 * a failure instead of a quiet SQLite-only run (CI sets it). Test support reads the environment
 * here and nowhere else.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const postgresRequired = process.env.REQUIRE_POSTGRES === '1';

/** The kinds to parametrise suites over; throws when PostgreSQL is required but not given. */
export function databaseKinds(): DatabaseKind[] {
  if (postgresUrl !== undefined) return ['sqlite', 'postgres'];
  if (postgresRequired) {
    throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: run .ci/postgres.sh');
  }
  return ['sqlite'];
}

export interface TestDatabase {
  kind: DatabaseKind;
  target: DatabaseTarget;
  /** A private data folder (the SQLite file lives here). */
  dataDir: string;
  /** What a child process (a CLI) needs in its environment to use this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });

  if (kind === 'sqlite') {
    return {
      kind,
      target: { kind, file: join(dataDir, 'academy.sqlite') },
      dataDir,
      env: { DATA_DIR: dataDir },
      drop: removeDir,
    };
  }

  if (postgresUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  // A database of its own per test file, not a schema: nothing left over from other runs,
  // nothing shared — not even the catalog, which Kysely's migrator reads across every schema it
  // can see (a schema another file drops meanwhile fails that read).
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    target: { kind, url: url.toString() },
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await dropDatabase(postgresUrl, name);
      await removeDir();
    },
  };
}

/**
 * Ends this role's own sessions still in the database (a pool a failed test left open), then
 * drops it. Not `WITH (FORCE)`: that refuses when an autovacuum worker happens to be in the
 * database ("must be a member of the role whose process is being terminated"), as the worker
 * belongs to no role; a plain DROP stops such a worker itself and waits for ending sessions.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  await adminQuery(
    url,
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = '${name}' and usename = current_user and pid <> pg_backend_pid()`,
  );
  await adminQuery(url, `drop database ${name}`);
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
