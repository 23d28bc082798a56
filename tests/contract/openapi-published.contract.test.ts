import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@sauda/api';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

describe('the published OpenAPI document', () => {
  it('is committed as packages/api/openapi.json, equal to the one the endpoints build', () => {
    const committed = readFileSync(`${root}/packages/api/openapi.json`, 'utf8');
    expect(
      JSON.parse(committed),
      'Rebuild it with `npx tsx packages/api/scripts/write-openapi.mjs` and commit the change',
    ).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(committed).toBe(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  });

  it('passes `redocly lint` with the recommended rules: no error, no warning', { timeout: 120_000 }, () => {
    const run = () =>
      execFileSync(process.execPath, [tsx, 'packages/api/scripts/lint-openapi.mjs'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    let output = '';
    try {
      output = run();
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`redocly lint failed:\n${stdout ?? ''}${stderr ?? ''}`);
    }
    expect(output).toContain('Your API description is valid');
    expect(output).not.toMatch(/You have \d+ warnings?/);
  });
});
