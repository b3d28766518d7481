// Makes sure the browser the end-to-end tests drive is installed: Debian's Chromium.
// Playwright cannot download its own browser on this network, so it is never asked to.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `No Chromium at ${chromium}. Install Debian's package as root:\n  apt-get update && apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary).`,
    );
    process.exit(1);
  }
  console.log('Installing Debian’s chromium for the end-to-end tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing.`);
    process.exit(1);
  }
}
