import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { __unstable__loadDesignSystem as loadDesignSystem } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';
import { classStrings, classTokens } from '../../scripts/kit-classes/class-strings.mjs';

const root = join(import.meta.dirname, '../..');
const kitSource = join(root, 'packages/ui/src');
/** Every source compiled with the kit's stylesheet: the kit, the storefront (a host on the kit's build), the stories. */
const FOLDERS = ['packages/ui/src', 'storefront/src', 'stories', '.storybook'];

const sourcesIn = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|mdx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

/** The class tokens of one file, with their line: TypeScript through the class-string finder, MDX by its attributes. */
function tokensOf(file: string): { token: string; line: number }[] {
  const source = readFileSync(join(root, file), 'utf8');
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  if (file.endsWith('.mdx')) {
    return [...source.matchAll(/className="([^"]*)"/g)].flatMap((match) =>
      classTokens({ text: match[1]! }).map(({ token }) => ({ token, line: lineAt(match.index) })),
    );
  }
  return classStrings(file, source).flatMap((string) =>
    classTokens(string)
      .filter(({ partial }) => !partial)
      .map(({ token, index }) => ({ token, line: lineAt(string.start + index) })),
  );
}

describe("the kit's utility classes", () => {
  it('are all written with the sd: prefix, and each is one Tailwind compiles', async () => {
    const design = await loadDesignSystem(readFileSync(join(kitSource, 'styles.css'), 'utf8'), { base: kitSource });
    const compiles = (token: string) =>
      /^sd:(group|peer)(\/[\w-]+)?$/.test(token) || design.candidatesToCss([token])[0] != null;
    const tokens = FOLDERS.flatMap(sourcesIn).flatMap((file) =>
      tokensOf(file).map(({ token, line }) => ({ token, where: `${file}:${line}` })),
    );
    // The finder still finds the kit's classes (a broken finder would pass an empty list).
    expect(tokens.length).toBeGreaterThan(4000);
    const wrong = tokens.filter(({ token }) => !token.startsWith('sd:') || !compiles(token));
    expect(wrong.map(({ token, where }) => `${where} ${token}`)).toEqual([]);
  });
});
