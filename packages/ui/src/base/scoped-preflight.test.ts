import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT, scopedPreflight, withScopeRoot } from '../../scripts/scoped-preflight.mjs';

describe("the kit's scoped preflight", () => {
  it('is committed as the script makes it from the installed tailwindcss', () => {
    const committed = readFileSync(new URL('scoped-preflight.css', import.meta.url), 'utf8');
    expect(committed, 'run `npm run base -w @sauda/ui` after updating tailwindcss').toBe(scopedPreflight());
  });

  it("applies only inside the kit's elements and never to the document root", () => {
    const css = scopedPreflight();
    expect(css).toMatch(/^@scope \(\[data-slot\]\) \{$/m);
    expect(css).not.toMatch(/^html/m);
    expect(css).toContain(`${KIT_ROOT} {`);
    expect(css).toContain('font-family: var(--sauda-font-sans);');
  });

  it("resets a kit element that is its own scope root too (a scope's selectors match only below its root)", () => {
    expect(withScopeRoot('*')).toEqual(['*', ':scope']);
    expect(withScopeRoot('::backdrop')).toEqual(['::backdrop', ':scope::backdrop']);
    expect(withScopeRoot('h1')).toEqual(['h1', ':scope:is(h1)']);
    expect(withScopeRoot("input:where([type='button'], [type='reset'])")).toEqual([
      "input:where([type='button'], [type='reset'])",
      ":scope:is(input:where([type='button'], [type='reset']))",
    ]);
    expect(withScopeRoot(':where(select:is([multiple], [size])) optgroup')).toEqual([
      ':where(select:is([multiple], [size])) optgroup',
    ]);
    const css = scopedPreflight();
    for (const twin of [':scope,', ':scope:is(button)', ':scope:is(ul)', ':scope::backdrop'])
      expect(css).toContain(twin);
  });
});
