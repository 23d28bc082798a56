/**
 * Gives jsdom `CSS.escape`, which it lacks: react-aria finds a collection's items by selector when it moves focus
 * between them. Escapes what a key may hold that a selector cannot. For a jsdom test's `beforeAll`.
 */
export function stubCssEscape(): void {
  const css = (globalThis.CSS ??= {} as typeof CSS);
  css.escape ??= (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`);
}
