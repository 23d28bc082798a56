/**
 * A product name cut to fit a card (`name`, from commerce's `truncateProductName`) while assistive technology reads
 * the whole one (`full`); the full name is also the cut text's tooltip. An uncut name is shown as it is.
 */
export function CutName({ name, full }: { name: string; full: string }) {
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
