import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const tokens = readFileSync(new URL('tokens.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector (ending in `{`) matches, in order, whitespace-normalised. */
function declarations(css: string, selector: RegExp): string[] {
  const match = selector.exec(css);
  if (!match) throw new Error(`no rule ${selector}`);
  const open = match.index + match[0].length - 1;
  const body = css.slice(open + 1, css.indexOf('}', open));
  return body
    .split(';')
    .map((declaration) => declaration.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('the dark palette', () => {
  it('is the same under an explicit choice and under the system preference', () => {
    const explicit = declarations(tokens, /^\[data-theme='dark'\],\s*\.dark \{/m);
    const system = declarations(
      tokens,
      /@media \(prefers-color-scheme: dark\) \{\s*:root:where\(:not\(\[data-theme='light'\], \.light\)\) \{/,
    );
    expect(explicit.length).toBeGreaterThan(20);
    expect(system).toEqual(explicit);
  });

  it('sets every colour token the light palette sets', () => {
    const names = (list: string[]) => list.map((d) => d.split(':')[0]!).filter((n) => n.startsWith('--sauda-color'));
    const light = names(declarations(tokens, /^:root,\s*\[data-theme='light'\],\s*\.light \{/m));
    const dark = names(declarations(tokens, /^\[data-theme='dark'\],\s*\.dark \{/m));
    expect(dark.sort()).toEqual(light.sort());
  });
});

describe("the kit's compiled stylesheet", () => {
  const out = mkdtempSync(join(tmpdir(), 'sauda-styles-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  const compiled = () => {
    const file = join(out, 'styles.css');
    execFileSync('npx', ['tailwindcss', '-i', 'src/styles.css', '-o', file, '--minify'], {
      cwd: new URL('..', import.meta.url),
      stdio: 'pipe',
    });
    return readFileSync(file, 'utf8');
  };

  it('switches the tokens and `dark:` utilities by attribute, class and system preference', { timeout: 60_000 }, () => {
    const css = compiled();
    // The tokens: an explicit dark attribute or class, and the system's dark scheme unless the root chose light.
    expect(css).toMatch(/\[data-theme=dark\],\.dark\{[^}]*--sauda-color-bg:#0f0f12/);
    expect(css).toMatch(
      /@media \(prefers-color-scheme:dark\)\{:root:where\(:not\(\[data-theme=light\],\.light\)\)\{[^}]*--sauda-color-bg:#0f0f12/,
    );
    // A `dark:` utility the kit uses, under the same rules.
    expect(css).toContain('.sd\\:dark\\:text-black:where([data-theme=dark],[data-theme=dark] *,.dark,.dark *)');
    expect(css).toMatch(
      /@media \(prefers-color-scheme:dark\)\{\.sd\\:dark\\:text-black:where\(:not\(\[data-theme=light\],\[data-theme=light\] \*,\.light,\.light \*\)\)/,
    );
  });
});
