import type { Db } from './connect.ts';
import type { PageContentTable } from './schema.ts';

export type StoredPageContent = PageContentTable;

export async function findPageContent(
  db: Db,
  page: string,
): Promise<StoredPageContent | undefined> {
  return db.selectFrom('pageContent').selectAll().where('page', '=', page).executeTakeFirst();
}

export async function savePageContent(db: Db, row: StoredPageContent): Promise<void> {
  await db
    .insertInto('pageContent')
    .values(row)
    .onConflict((oc) =>
      oc.column('page').doUpdateSet({ json: row.json, etag: row.etag, updatedAt: row.updatedAt }),
    )
    .execute();
}

/** True when there was content to delete. */
export async function deletePageContent(db: Db, page: string): Promise<boolean> {
  const result = await db.deleteFrom('pageContent').where('page', '=', page).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
