import { LOCALES } from '@sauda/commerce';
import { useLocation, useSearch } from 'wouter';
import { locale } from './locale';

/** The languages the switch offers: every one but this build's. */
const others = Object.values(LOCALES).filter(({ lang }) => lang !== locale);

/**
 * The header's and footer's language switch: a link to the page the shopper is on, query and all, in each other
 * language, named in that language. Each language is its own build, so the link loads the page (not the router). The
 * server remembers the language of the last page it served a shopper, so the site's root opens in it next time
 * (`packages/server/src/static/page-languages.ts`); the switch needs no code of its own for that.
 */
export default function LanguageSwitch() {
  const [path] = useLocation();
  const search = useSearch();
  return others.map(({ prefix, lang, name }) => (
    <a
      key={lang}
      href={`${prefix}${path}${search ? `?${search}` : ''}`}
      hrefLang={lang}
      lang={lang}
      className="sd:focus-ring sd:inline-flex sd:min-h-10 sd:items-center sd:rounded-md sd:px-2 sd:text-sm sd:font-medium sd:text-fg sd:hover:bg-surface"
    >
      {name}
    </a>
  ));
}
