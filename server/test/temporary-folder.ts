/**
 * The server's tests make folders in the system's temporary folder (a fake site, a SQLite
 * database, an export): one folder for the whole run holds them, and goes when the run ends,
 * so runs do not leave thousands behind. Set before the test workers start, which inherit it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'academy-server-tests-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true });
  };
}
