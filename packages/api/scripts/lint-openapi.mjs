// Lints the OpenAPI document built from the endpoints with Redocly CLI and the repository's .redocly.yaml: writes it
// to a temporary file first, so what is linted is what the code builds now (not the committed copy). Exits non-zero
// on any error or warning. Run from the repo root: `npx tsx packages/api/scripts/lint-openapi.mjs`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi/build-openapi.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'sauda-openapi-'));
const file = join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', join(root, '.redocly.yaml'), '--max-problems', '50'],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    },
  );
  const output = `${lint.stdout}${lint.stderr}`;
  // Redocly exits 0 with warnings; the document must have none either.
  const clean = lint.status === 0 && !/You have \d+ warnings?/.test(output);
  process.stdout.write(output);
  if (!clean) {
    console.error('The OpenAPI document has lint errors or warnings (see above).');
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
