import { describe, expect, it } from 'vitest';
import { notInUrdu, shownTexts, textShape } from './texts';

/** Texts modules by language, then by name: `en` → `cart` → the module's exports. */
export type TextsByLanguage = Map<string, Map<string, Record<string, unknown>>>;

/** A module at `./<language>/<name>.ts`: one language's texts of an area. */
function inLanguageFolder(path: string): { language: string; name: string } {
  const [, language, name] = /^\.\/(\w+)\/(.+)\.ts$/.exec(path)!;
  return { language: language!, name: name! };
}

/** Modules found by `import.meta.glob`, by the language and name `place` reads from each one's path. */
export function textsByLanguage(
  modules: Record<string, Record<string, unknown>>,
  place: (path: string) => { language: string; name: string } = inLanguageFolder,
): TextsByLanguage {
  const found: TextsByLanguage = new Map();
  for (const [path, module] of Object.entries(modules)) {
    const { language, name } = place(path);
    if (!found.has(language)) found.set(language, new Map());
    found.get(language)!.set(name, module);
  }
  return found;
}

/**
 * The checks every language's texts get (CI fails when a text exists in one language only): each language has every
 * module, export and key English has, each of the same kind, and none English lacks; Urdu's are written in Urdu.
 */
export function describeTranslations(title: string, found: TextsByLanguage): void {
  const english = found.get('en') ?? new Map<string, Record<string, unknown>>();
  const others = [...found.keys()].filter((language) => language !== 'en');
  describe(title, () => {
    it('are found in English and in Urdu', () => {
      expect(english.size).toBeGreaterThan(0);
      expect(others).toContain('ur');
    });

    it.each(others)('in %s: every module, text and entry English has, of the same kind, and none more', (language) => {
      const translated = found.get(language)!;
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [name, module] of english)
        expect({ name, texts: textShape(translated.get(name)) }).toEqual({ name, texts: textShape(module) });
    });

    it('in Urdu: every text a shopper reads is written in Urdu script, none left in English', () => {
      const urdu = found.get('ur') ?? new Map<string, Record<string, unknown>>();
      const left = [...urdu].flatMap(([name, module]) =>
        notInUrdu(shownTexts(module)).map((text) => `${name}: ${text}`),
      );
      expect(left).toEqual([]);
    });
  });
}
