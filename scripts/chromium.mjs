// One place that finds Debian's Chromium for every browser suite (story tests, visual, e2e, Lighthouse).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/lib/chromium/chromium';

/** The Chromium binary to drive: CHROMIUM_PATH, else Debian's. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_PATH;
}

/** Flags for headless runs as root on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** Fails with install instructions when no Chromium is found: browser suites never skip silently. */
export function requireChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    console.error(
      `Chromium was not found at ${path}.\n` +
        "Install Debian's package with `apt-get update && apt-get install -y chromium`,\n" +
        'or point CHROMIUM_PATH at another Chromium binary. Browser suites never run without it.',
    );
    process.exit(1);
  }
  return path;
}

/** `chromium --version`, recorded beside the visual baselines. */
export function chromiumVersion() {
  return execFileSync(requireChromium(), ['--version'], { encoding: 'utf8' }).trim();
}
