/**
 * Opens the one typed query layer over either database. Callers never branch on the dialect:
 * the schema, the queries and the migrations are the same for both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, type Dialect, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export function openDatabase(target: DatabaseTarget): Db {
  const dialect =
    target.kind === 'sqlite' ? sqliteDialect(target.file) : postgresDialect(target.url);
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

function sqliteDialect(file: string): Dialect {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets the CLIs read and write while the server runs; busy_timeout makes a writer wait
  // for the other process's short transaction instead of failing at once.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  // A 201 tells the phone it may forget its queued copy, so a commit must survive power loss.
  database.pragma('synchronous = FULL');
  // Erased personal data is overwritten, not left in free pages where a copy of the file or a
  // disk image would still hold it. A connection's setting: every process that writes sets it.
  database.pragma('secure_delete = ON');
  // Statistics for the query planner, refreshed where stale, as SQLite advises on opening a
  // long-lived connection: the staff inbox has an index per filter, and with them SQLite picks
  // the one that keeps the fewest rows (docs/performance.md, "Staff inbox").
  database.pragma('optimize = 0x10002');
  return new SqliteDialect({ database });
}

function postgresDialect(url: string): Dialect {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (a database restart) must not crash the process;
  // the next query fails instead and the health check reports it.
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}
