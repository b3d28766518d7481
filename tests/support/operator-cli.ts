import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cliScript = fileURLToPath(new URL('../../server/cli.mjs', import.meta.url));

/**
 * An operator's CLI (`npm run content -- …`, `npm run submissions -- …`, `npm run staff -- …`)
 * against the database in `dataDir`, run as `node server/cli.mjs`, the command npm runs: the same program without
 * npm's own start-up, half a second a call, which adds up in a poll. Returns what it printed.
 */
export function operatorCli(
  cli: 'content' | 'submissions' | 'staff',
  args: readonly string[],
  dataDir: string,
): string {
  return execFileSync(process.execPath, [cliScript, cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}
