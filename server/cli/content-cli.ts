/**
 * npm run content -- set <page> <file.json> | get <page> | delete <page>
 * Staff replace a page's content here, never over HTTP. Content is checked against the content
 * model first, so the site never serves what it cannot show.
 */
import { readFile } from 'node:fs/promises';
import { pageNames } from '../../src/domain/content/types.ts';
import { validatePageContent } from '../../src/domain/content/validate.ts';
import type { Db } from '../db/connect.ts';
import { deletePageContent, findPageContent, savePageContent } from '../db/page-content.ts';
import { etagFor } from '../etag.ts';
import { CliError, type Command, write } from './run-cli.ts';

const usage = `Usage:
  npm run content -- set <page> <file.json>   store a page's content (checked first)
  npm run content -- get <page>               print the stored content
  npm run content -- delete <page>            remove it (the site shows its defaults)
Pages: ${pageNames.join(', ')}`;

/** The command the arguments ask for; refuses bad ones with the usage. */
export function parseContentCommand(args: readonly string[]): Command {
  const [command, page, file] = args;
  const arity: Record<string, number> = { set: 3, get: 2, delete: 2 };
  if (command === undefined || arity[command] !== args.length) throw new CliError(usage);
  if (page === undefined || !(pageNames as readonly string[]).includes(page)) {
    throw new CliError(`Unknown page "${page}". Pages: ${pageNames.join(', ')}`);
  }
  if (command === 'get') return (db) => get(db, page);
  if (command === 'delete') return (db) => remove(db, page);
  return (db) => set(db, page, file ?? '');
}

async function get(db: Db, page: string): Promise<void> {
  const stored = await findPageContent(db, page);
  if (!stored) throw new CliError(`No content stored for ${page}: the site shows its defaults.`);
  await write(`${JSON.stringify(JSON.parse(stored.json), null, 2)}\n`);
}

async function remove(db: Db, page: string): Promise<void> {
  const deleted = await deletePageContent(db, page);
  await write(
    deleted
      ? `Deleted the content of ${page}; the site shows its defaults.\n`
      : `No content stored for ${page}; nothing to delete.\n`,
  );
}

async function set(db: Db, page: string, file: string): Promise<void> {
  const value = await readJson(file);
  const result = validatePageContent(page, value);
  if (!result.ok) {
    const list = result.errors.map((error) => `  - ${error}`).join('\n');
    throw new CliError(`Refused: ${file} is not valid ${page} content:\n${list}`);
  }
  const json = JSON.stringify(value);
  const etag = etagFor(json);
  await savePageContent(db, { page, json, etag, updatedAt: new Date().toISOString() });
  await write(`Saved the content of ${page} (${json.length} characters, ETag ${etag}).\n`);
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CliError(`Refused: ${file} is not valid JSON: ${(error as Error).message}`);
  }
}
