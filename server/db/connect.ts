/**
 * Opens the one typed query layer over either database. Callers never branch on the dialect:
 * the schema, the queries and the migrations are the same for both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
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
  return new WriterFirstSqliteDialect({ database });
}

/**
 * SQLite's transactions begun `IMMEDIATE`: each takes the write lock as it starts, waiting for
 * another process's transaction (busy_timeout) instead of failing. Kysely begins them deferred,
 * and in WAL mode a deferred transaction that reads, then writes after a CLI has committed a
 * write meanwhile, fails at once (SQLITE_BUSY_SNAPSHOT: no wait can help a stale snapshot) —
 * an undo in the workspace answered 500 while an export ran. Every transaction here writes (an
 * audit entry at least), so none loses anything by taking the lock first.
 */
class WriterFirstSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new WriterFirstSqliteDriver(this.#config);
  }
}

class WriterFirstSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function postgresDialect(url: string): Dialect {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (a database restart) must not crash the process;
  // the next query fails instead and the health check reports it.
  pool.on('error', () => {});
  return new PostgresDialect({ pool });
}
