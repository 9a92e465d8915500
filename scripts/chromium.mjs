// Browser tests drive Debian's Chromium. Where it is missing, root installs it from Debian's
// packages; anyone else is told the exact command.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const INSTALL = 'apt-get update && apt-get install -y chromium';

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing Debian's package (${INSTALL})`);
    const res = spawnSync('sh', ['-c', `${INSTALL} >/tmp/chromium-install.log 2>&1`], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status === 0 && findChromium()) return findChromium();
    console.error('Installing Chromium failed; see /tmp/chromium-install.log');
    return null;
  }
  console.error(`Chromium is missing. Install it with:\n  sudo sh -c '${INSTALL}'\nthen run npm test again.`);
  return null;
}

export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
