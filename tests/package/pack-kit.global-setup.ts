import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed tarballs of @sauda/commerce and @sauda/ui, as `npm publish` would upload them. */
    kitTarballs: string[];
  }
}

const repo = resolve(import.meta.dirname, '../..');

/**
 * Builds and packs the two publishable packages once for every package test: the files run in parallel, and two
 * builds writing one dist at the same time would pack each other's half-written files.
 */
export default function packKit(project: TestProject) {
  const run = (args: string[]) =>
    execFileSync('npm', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  run(['run', 'build', '-w', '@sauda/commerce', '-w', '@sauda/ui']);
  const destination = mkdtempSync(join(tmpdir(), 'sauda-tarballs-'));
  const packed = JSON.parse(
    run(['pack', '--json', '--pack-destination', destination, '-w', '@sauda/commerce', '-w', '@sauda/ui']),
  ) as { filename: string }[];
  project.provide(
    'kitTarballs',
    packed.map((pack) => join(destination, pack.filename)),
  );
  return () => rmSync(destination, { recursive: true, force: true });
}
