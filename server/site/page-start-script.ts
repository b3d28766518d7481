/**
 * The start script every pre-rendered page carries inline, as the build left its text beside
 * the pages (tools/prerender/plugin.ts): the content security policy allows that script by
 * its hash, so the server reads it from the site it serves rather than from browser code.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageStartScriptFile } from '../../src/domain/paths.ts';
import { ConfigError } from '../config.ts';

/** Without it every page's start script would be blocked, and no page could start its app. */
export async function readPageStartScript(staticDir: string): Promise<string> {
  try {
    return await readFile(join(staticDir, pageStartScriptFile), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ConfigError(
      `The site in ${staticDir} has no ${pageStartScriptFile}: build it with npm run build, or set STATIC_DIR to a built site`,
    );
  }
}
