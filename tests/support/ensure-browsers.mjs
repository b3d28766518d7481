// Makes sure the browsers the tests drive are installed, from Debian's packages: Chromium and
// its headless shell (most tests run in the shell, decision 054), and with --webkit WebKitGTK's
// WebDriver in a virtual display (Safari's engine). Playwright cannot download its own browsers
// on this network, so it is never asked to.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { binary: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', packages: ['chromium'] },
  {
    binary: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    packages: ['chromium-headless-shell'],
  },
];
if (process.argv.includes('--webkit')) {
  wanted.push(
    { binary: '/usr/bin/WebKitWebDriver', packages: ['webkit2gtk-driver'] },
    { binary: '/usr/bin/xvfb-run', packages: ['xvfb', 'xauth'] },
  );
}

const missing = wanted.filter(({ binary }) => !existsSync(binary));
if (missing.length > 0) {
  const packages = missing.flatMap((item) => item.packages);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing ${missing.map((item) => item.binary).join(', ')}. Install Debian's packages as root:\n  apt-get update && apt-get install -y ${packages.join(' ')}\n(or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH to other Chromium binaries).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian’s ${packages.join(', ')} for the browser tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missing.filter(({ binary }) => !existsSync(binary));
  if (still.length > 0) {
    console.error(
      `apt-get finished but ${still.map((item) => item.binary).join(', ')} is still missing.`,
    );
    process.exit(1);
  }
}
