import { truncateProductName } from '@sauda/commerce';

/**
 * How a long product name fits its card: `characters` cuts it at 30 characters plus '...' (the marketplace's rule,
 * spec §2.8); `lines` shows the whole name on at most two lines, clamped where it would run over (no word is cut by
 * count, and a translated or longer brand name keeps its meaning).
 */
export type NameFit = 'characters' | 'lines';

/**
 * A product's name as its card shows it (`fit`). Cut by characters, assistive technology still reads the whole name
 * (`full`), which is also the cut text's tooltip; an uncut name is shown as it is.
 */
export function CardName({ full, fit }: { full: string; fit: NameFit }) {
  if (fit === 'lines') return <span className="sd:line-clamp-2">{full}</span>;
  const name = truncateProductName(full);
  if (name === full) return <>{name}</>;
  return (
    <>
      <span aria-hidden title={full}>
        {name}
      </span>
      <span className="sd:sr-only">{full}</span>
    </>
  );
}
