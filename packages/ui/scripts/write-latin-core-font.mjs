// Writes the kit's core Latin face into src/fonts (run `npm run fonts -w @sauda/ui` after updating
// @fontsource-variable/inter; a unit test fails until the committed files match the installed package).
import { mkdirSync, writeFileSync } from 'node:fs';
import { makeLatinCore } from './latin-core-font.mjs';

const out = new URL('../src/fonts/', import.meta.url);
const { css, file } = await makeLatinCore();
mkdirSync(new URL('files/', out), { recursive: true });
writeFileSync(new URL(`files/${file.name}`, out), file.bytes);
writeFileSync(new URL('inter-latin-core.css', out), css);
console.log(`fonts: ${file.name} ${file.bytes.length} B`);
