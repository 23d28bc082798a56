// Writes src/base/scoped-preflight.css (see scoped-preflight.mjs). Run after updating tailwindcss.
import { writeFileSync } from 'node:fs';
import { scopedPreflight } from './scoped-preflight.mjs';

writeFileSync(new URL('../src/base/scoped-preflight.css', import.meta.url), scopedPreflight());
console.log('base: src/base/scoped-preflight.css written');
