import type { CSSProperties, ReactNode } from 'react';
import { type DesignToken, tokensOf } from './design-tokens';

/** A token's name without the common prefix, e.g. `brand-hover`. */
const shortName = (token: DesignToken, group: string) => token.name.replace(`--sauda-${group}-`, '') || group;

function TokenRow({ token, sample }: { token: DesignToken; sample: ReactNode }) {
  return (
    <tr className="sd:border-b sd:border-line sd:align-middle">
      <td className="sd:py-2 sd:pe-4">{sample}</td>
      <td className="sd:py-2 sd:pe-4 sd:font-mono sd:text-xs">
        <code>var({token.name})</code>
      </td>
      <td className="sd:py-2 sd:font-mono sd:text-xs sd:text-muted">{token.value}</td>
    </tr>
  );
}

function TokenTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className="sd:my-4 sd:w-full sd:border-collapse sd:text-start sd:text-sm">
      <caption className="sd:sr-only">{caption}</caption>
      <thead>
        <tr className="sd:border-b sd:border-line-strong sd:text-start">
          <th className="sd:py-2 sd:pe-4 sd:text-start sd:font-semibold">Sample</th>
          <th className="sd:py-2 sd:pe-4 sd:text-start sd:font-semibold">Token</th>
          <th className="sd:py-2 sd:text-start sd:font-semibold">Light value</th>
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
      <span className="sd:flex sd:items-center sd:gap-2">
        <span
          aria-hidden
          className="sd:inline-block sd:size-10 sd:rounded-md sd:border sd:border-line"
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
    sample={(token) => (
      <span aria-hidden className="sd:block sd:h-4 sd:bg-brand" style={{ width: `var(${token.name})` }} />
    )}
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
        className="sd:block sd:border-2 sd:border-brand sd:bg-brand-subtle"
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
      <span
        aria-hidden
        className="sd:block sd:rounded-md sd:bg-raised"
        style={{ ...box, boxShadow: `var(${token.name})` }}
      />
    )}
  />
);
