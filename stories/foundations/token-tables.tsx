import type { CSSProperties, ReactNode } from 'react';
import { type DesignToken, tokensOf } from './design-tokens';

/** A token's name without the common prefix, e.g. `brand-hover`. */
const shortName = (token: DesignToken, group: string) => token.name.replace(`--sauda-${group}-`, '') || group;

function TokenRow({ token, sample }: { token: DesignToken; sample: ReactNode }) {
  return (
    <tr className="border-b border-line align-middle">
      <td className="py-2 pe-4">{sample}</td>
      <td className="py-2 pe-4 font-mono text-xs">
        <code>var({token.name})</code>
      </td>
      <td className="py-2 font-mono text-xs text-muted">{token.value}</td>
    </tr>
  );
}

function TokenTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className="my-4 w-full border-collapse text-start text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line-strong text-start">
          <th className="py-2 pe-4 text-start font-semibold">Sample</th>
          <th className="py-2 pe-4 text-start font-semibold">Token</th>
          <th className="py-2 text-start font-semibold">Light value</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One row per token of `tokens`, each with its `sample`. */
function TokenSamples({
  caption,
  tokens,
  sample,
}: {
  caption: string;
  tokens: readonly DesignToken[];
  sample: (token: DesignToken) => ReactNode;
}) {
  return (
    <TokenTable caption={caption}>
      {tokens.map((token) => (
        <TokenRow key={token.name} token={token} sample={sample(token)} />
      ))}
    </TokenTable>
  );
}

const box: CSSProperties = { width: '4rem', height: '3rem' };

/** Every colour token as a swatch: in the theme the page is shown in (the toolbar's light/dark). */
export const ColourTokens = () => (
  <TokenSamples
    caption="Colour tokens"
    tokens={tokensOf('color')}
    sample={(token) => (
      <span className="flex items-center gap-2">
        <span
          aria-hidden
          className="inline-block size-10 rounded-md border border-line"
          style={{ background: `var(${token.name})` }}
        />
        <span>{shortName(token, 'color')}</span>
      </span>
    )}
  />
);

/** The type scale, each size set in the kit's font. */
export const TypeTokens = () => (
  <TokenSamples
    caption="Type scale"
    tokens={tokensOf('text')}
    sample={(token) => (
      <span style={{ fontSize: `var(${token.name})` }}>Rs 1,500 · Lawn suit {shortName(token, 'text')}</span>
    )}
  />
);

/** A bar per space token, as long as the space. */
export const SpaceTokens = () => (
  <TokenSamples
    caption="Space tokens"
    tokens={tokensOf('space')}
    sample={(token) => <span aria-hidden className="block h-4 bg-brand" style={{ width: `var(${token.name})` }} />}
  />
);

/** A box per radius token. */
export const RadiusTokens = () => (
  <TokenSamples
    caption="Radius tokens"
    tokens={tokensOf('radius')}
    sample={(token) => (
      <span
        aria-hidden
        className="block border-2 border-brand bg-brand-subtle"
        style={{ ...box, borderRadius: `var(${token.name})` }}
      />
    )}
  />
);

/** The raised surface's shadow and the focus ring. */
export const ElevationTokens = () => (
  <TokenSamples
    caption="Elevation and focus tokens"
    tokens={[...tokensOf('shadow'), ...tokensOf('focus')]}
    sample={(token) => (
      <span aria-hidden className="block rounded-md bg-raised" style={{ ...box, boxShadow: `var(${token.name})` }} />
    )}
  />
);
