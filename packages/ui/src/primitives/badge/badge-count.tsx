import { cx } from '../../lib/cx';
import { badgeCountText } from './badge-count-text';
import { badgeCountVariants } from './badge-count.variants';
import type { BadgeProps } from './badge';

/**
 * `Badge`'s count form, the round red counter: in a file of its own so a widget that shows only a count (the header's
 * cart) does not carry the status label's tones. Nothing is rendered at 0 or below.
 */
export function BadgeCount({
  count,
  size = 'md',
  max = 99,
  label,
  className,
}: Required<Pick<BadgeProps, 'count'>> & Pick<BadgeProps, 'size' | 'max' | 'label' | 'className'>) {
  if (count <= 0) return null;
  return (
    <span
      data-slot="badge"
      data-variant="count"
      data-size={size}
      className={cx(badgeCountVariants({ size }), className)}
    >
      <span data-slot="badge-count" aria-hidden>
        {badgeCountText(count, max)}
      </span>
      <span data-slot="badge-label" className="sd:sr-only">
        {label ?? String(count)}
      </span>
    </span>
  );
}
