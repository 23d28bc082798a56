import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a command in `cwd` and returns its output; a failure throws with the command's stderr. */
export const sh = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * A new app in a temporary directory that installs, as another team would, only the packed tarballs and the given
 * registry packages (`react@18`, …): no workspace link, no path into this repository.
 */
export function createConsumerApp(name: string, tarballs: readonly string[], packages: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), `sauda-${name}-`));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...tarballs, ...packages], dir);
  return dir;
}
