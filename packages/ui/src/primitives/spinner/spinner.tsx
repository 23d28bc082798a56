import { cx } from '../../lib/cx';

export interface SpinnerProps {
  /**
   * Accessible name announced to assistive technology. Pass `null` when a visible label already says what is loading.
   * @default 'Loading'
   */
  label?: string | null;
  /**
   * Diameter of the spinner.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for the root element. */
  className?: string;
}

const diameters = { sm: 'sd:size-4', md: 'sd:size-6', lg: 'sd:size-10' } as const;

/** An indeterminate progress indicator. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size}
      role={label ? 'status' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
      className={cx('sd:inline-flex', className)}
    >
      <svg data-slot="spinner-icon" className={cx(diameters[size], 'sd:animate-spin')} viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
