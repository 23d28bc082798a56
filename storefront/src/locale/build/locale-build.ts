import { LOCALES, type Locale } from '../../../../packages/commerce/src/routing/locale.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { home as urduHome } from '../../messages/ur/home.ts';

/**
 * The document's own title and description in another language (shown until a page sets its own): the home page's.
 * English's are `index.html`'s.
 */
const documentTexts: Partial<Record<Locale, { title: string; description: string }>> = { ur: urduHome };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The repository: the storefront's and the packages' sources (`@sauda/commerce`'s texts are replaced too). */
const repository = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The folders that hold English's files in an `en` folder and another language's in a folder named for it: the
 * storefront's texts (`messages/en/cart.ts`, `messages/ur/cart.ts`) and what else a language brings (`locale/en`: its
 * fonts).
 */
const LANGUAGE_FOLDERS = /\/(messages|locale|content)\/en\//;

/**
 * The kit's widgets' English texts (`packages/ui/src/widgets/header/texts/en.ts`): each has its language's beside it
 * (`texts/ur.ts`, the same names with the language's suffix: `headerTextsUr`), which a host at run time gives through
 * `KitTextsProvider`. The storefront's build of a language reads the language's texts in their place instead, so each
 * page carries only its own widgets' words (the whole of the kit's Urdu in the first load cost 20 kB gzip).
 */
const KIT_TEXTS = /\/packages\/ui\/src\/(?:widgets|primitives)\/[^/]+\/texts\/en\.ts$/;
/** The id of a module standing for a kit texts module in the build's language. */
const KIT_TEXTS_IN_LANGUAGE = '\0sauda-kit-texts:';

/**
 * What a build for `locale` changes (`vite build --mode ur`): every module read from an English folder is read from
 * the language's own (its texts replace English's, checked key for key by `Translation`), and `index.html` says the
 * page's language and direction, and has the language's title and description. The build is otherwise the same code, under the language's prefix (the config's
 * `base`), so nothing at run time chooses a language.
 */
/*
 * Why not Lingui (issue 32 names it as an example): its runtime, `@lingui/core` 5.9.5, is 2.5 kB gzip with its ICU
 * message parser compiled away, and every page would carry it and each text's catalogue lookup, where home's first load
 * had 0.02 kB left under its gate (tests/perf/storefront-budget.test.ts); a runtime switch of language would also put
 * both languages' catalogues, or a fetch of one, in every first load. Texts here are typed TypeScript modules instead:
 * a string, or a function for a text with a count or a name (plural forms written out per language, as ICU's `plural`
 * would), checked key for key against English by `tsc` (`Translation`) and by the `*-complete` tests, and compiled
 * into each language's own build: no runtime at all.
 */
export function localeBuildPlugin(locale: Locale): Plugin {
  const { lang, dir } = LOCALES[locale];
  return {
    name: 'sauda:locale-build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === 'en' || !importer?.startsWith(repository)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.id.includes('/node_modules/')) return resolved;
      if (KIT_TEXTS.test(resolved.id)) return `${KIT_TEXTS_IN_LANGUAGE}${resolved.id}`;
      if (!LANGUAGE_FOLDERS.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(LANGUAGE_FOLDERS, `/$1/${locale}/`) };
    },
    load(id) {
      if (!id.startsWith(KIT_TEXTS_IN_LANGUAGE)) return null;
      // `export const headerTexts` in English is `export const headerTextsUr` in `./ur.ts`.
      const english = id.slice(KIT_TEXTS_IN_LANGUAGE.length);
      const names = [...readFileSync(english, 'utf8').matchAll(/^export const (\w+)/gm)].map(([, name]) => name!);
      const suffix = locale[0]!.toUpperCase() + locale.slice(1);
      const translated = english.replace(/en\.ts$/, `${locale}.ts`);
      return `export { ${names.map((name) => `${name}${suffix} as ${name}`).join(', ')} } from ${JSON.stringify(translated)};`;
    },
    transformIndexHtml(html) {
      const texts = documentTexts[locale];
      if (!texts) return html;
      const { title, description } = texts;
      return html
        .replace(/<html\b[^>]*\blang="en"[^>]*>/, (tag) =>
          tag.replace('lang="en"', `lang="${lang}"`).replace('dir="ltr"', `dir="${dir}"`),
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(
          /(<meta\s+name="description"\s+content=")[^"]*(")/,
          (_, open: string, close: string) => `${open}${escapeHtml(description)}${close}`,
        );
    },
  };
}

/** The build's language: its Vite mode (`--mode ur`), English for any other mode. */
export const localeOfMode = (mode: string): Locale => (mode in LOCALES ? (mode as Locale) : 'en');
