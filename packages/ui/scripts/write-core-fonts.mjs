// Writes the kit's core faces into src/fonts: Inter's Latin core and Naskh's Urdu core (run `npm run fonts -w
// @sauda/ui` after updating @fontsource-variable/inter or @fontsource/noto-naskh-arabic; a unit test fails until the
// committed files match the installed packages).
import { mkdirSync, writeFileSync } from 'node:fs';
import { makeLatinCore } from './latin-core-font.mjs';
import { makeUrduCore } from './urdu-core-font.mjs';

const out = new URL('../src/fonts/', import.meta.url);
mkdirSync(new URL('files/', out), { recursive: true });
for (const [make, stylesheet] of [
  [makeLatinCore, 'inter-latin-core.css'],
  [makeUrduCore, 'noto-naskh-arabic-urdu-core.css'],
]) {
  const { css, file } = await make();
  writeFileSync(new URL(`files/${file.name}`, out), file.bytes);
  writeFileSync(new URL(stylesheet, out), css);
  console.log(`fonts: ${file.name} ${file.bytes.length} B`);
}
