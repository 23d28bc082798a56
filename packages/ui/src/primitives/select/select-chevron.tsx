import { cx } from '../../lib/cx';
import { selectIconVariants } from './select.variants';

/** The chevron at the inline end of a native select (Select, SortSelect); decorative. */
export function SelectChevron({ slot, className }: { slot: string; className?: string }) {
  return (
    <svg
      data-slot={slot}
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={cx(selectIconVariants(), className)}
    >
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
