import { cx } from '../../lib/cx';

/**
 * The "go there" mark at the end of a whole-card link: a chevron, or an arrow for larger tiles; mirrored in
 * right-to-left. `className` adds the hover nudge of the caller's group.
 */
export function ForwardIcon({ shape = 'chevron', className }: { shape?: 'chevron' | 'arrow'; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={cx('sd:size-5 sd:shrink-0 sd:text-muted sd:transition-transform sd:rtl:-scale-x-100', className)}
    >
      <path
        d={shape === 'arrow' ? 'M4 10h12M11 5l5 5-5 5' : 'M8 5l5 5-5 5'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
