import { ChevronDownIcon } from '../../icons';
import { cx } from '../../lib/cx';
import { selectIconVariants } from './select.variants';

/** The chevron at the inline end of a native select (Select, SortSelect); decorative. */
export function SelectChevron({ slot, className }: { slot: string; className?: string }) {
  return <ChevronDownIcon data-slot={slot} className={cx(selectIconVariants(), className)} />;
}
