import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AppOptions } from '../app.ts';
import type { Db } from '../db/connect.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';
import { clearTables, startTestApp, type TestApp } from './harness.ts';

/**
 * For the calling describe block: the real app over a fresh database of this kind, started
 * before its tests and dropped after them, every table emptied before each test. Read `app` and
 * `db` inside tests (they exist once the block's tests run).
 */
export function suiteApp(kind: DatabaseKind, options: Partial<AppOptions> = {}): TestApp {
  let database: TestDatabase | undefined;
  let started: TestApp | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    started = await startTestApp(database, options);
  });
  afterAll(async () => {
    await started?.close();
    await database?.drop();
  });
  beforeEach(() => clearTables(running().db));

  const running = (): TestApp => {
    if (!started) throw new Error('the suite app is only there while its tests run');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get db(): Db {
      return running().db;
    },
    close: () => running().close(),
  };
}
