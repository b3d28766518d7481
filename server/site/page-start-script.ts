/**
 * The start script every pre-rendered page carries inline, as the build left its text beside
 * the pages (tools/prerender/plugin.ts): the content security policy allows that script by
 * its hash, so the server reads it from the site it serves rather than from browser code.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageStartScriptFile } from '../../src/domain/paths.ts';
import { ConfigError } from '../config.ts';

export async function readPageStartScript(staticDir: string): Promise<string> {
  const file = join(staticDir, pageStartScriptFile);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    // Without it every page's start script would be blocked: no page could start its app.
    throw new ConfigError(
      `The built site has no ${file} (${error instanceof Error ? error.message : String(error)}): run npm run build, or set STATIC_DIR to a built site`,
    );
  }
}
