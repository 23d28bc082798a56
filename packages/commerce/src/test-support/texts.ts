// What texts show, for the checks that each language has them all: the unit tests' (`translations.ts`) and the
// browser journeys' (`tests/e2e/urdu-pages.e2e.ts`). No test runner here, so either may import it.

/**
 * Each text's path with what it is: a text, a function of its number of arguments, an array's number of entries (so a
 * missing entry shows), nested keys in order.
 */
export function textShape(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return [`${at}: text`];
  if (typeof value === 'function') return [`${at}: function(${value.length})`];
  if (Array.isArray(value))
    return [`${at}: ${value.length} entries`, ...value.flatMap((item, i) => textShape(item, `${at}[${i}]`))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, item]) => textShape(item, at ? `${at}.${key}` : key));
  return [`${at}: ${typeof value}`];
}

/**
 * Every text shown: each string, and what each function shows for a sample argument (a count, else a name). A function
 * that gives its argument back as it is (a status it has no name for) shows no text of its own.
 */
export function shownTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(shownTexts);
  if (typeof value !== 'function') return [];
  const call = (sample: unknown) =>
    (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => sample));
  let shown: unknown;
  try {
    shown = call(2);
  } catch {
    shown = undefined;
  }
  if (typeof shown !== 'string') shown = call('Ali');
  return typeof shown === 'string' && shown !== 'Ali' && shown !== '2' ? [shown] : [];
}

/**
 * Texts left in English where Urdu was due: with Latin words and no Urdu script. Addresses on the web, e-mail
 * addresses and a number's pattern ('3XXXXXXXXX') are in no language.
 */
export const notInUrdu = (texts: readonly string[]): string[] =>
  texts.filter(
    (text) =>
      /[A-Za-z]{2}/.test(text) &&
      !/[\u0600-\u06ff]/.test(text) &&
      !/^(\/|https?:|mailto:|tel:|[^\s@]+@[^\s@]+\.[a-z]+$|\d+X+\d*$)/i.test(text),
  );
