// The kit's design tokens as the foundations pages show them: read from tokens.css itself, so the pages can never
// disagree with what the kit ships.
import tokensCss from '../../packages/ui/src/tokens.css?raw';

/** One `--sauda-*` custom property of the light theme, with its value as written. */
export interface DesignToken {
  name: string;
  value: string;
}

/** The first block of tokens.css (`:root`, the light theme): every token is declared there. */
function lightBlock(css: string): string {
  const start = css.indexOf('{', css.indexOf(':root'));
  return css.slice(start + 1, css.indexOf('}', start));
}

/** Every token of the light theme, in the order tokens.css declares them. */
export const designTokens: readonly DesignToken[] = Array.from(
  lightBlock(tokensCss).matchAll(/(--sauda-[\w-]+)\s*:\s*([^;]+);/g),
  ([, name, value]) => ({ name: name!, value: value!.trim() }),
);

/** The tokens whose name starts with `--sauda-{group}-` (e.g. `color`, `space`), and `--sauda-{group}` itself. */
export const tokensOf = (group: string) =>
  designTokens.filter(({ name }) => name === `--sauda-${group}` || name.startsWith(`--sauda-${group}-`));
