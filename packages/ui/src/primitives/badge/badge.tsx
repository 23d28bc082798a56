import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { BadgeCount } from './badge-count';
import { badgeVariants } from './badge.variants';

export interface BadgeProps {
  /** The status text, e.g. 'Delivered'. Ignored in the `count` form. */
  children?: ReactNode;
  /**
   * Colour of the status. Order statuses: delivered `success`, shipped `orange`, processing `info`, confirmed
   * `warning`, pending `danger`.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info' | 'orange';
  /**
   * Text size and padding.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /**
   * Renders the round red counter form instead of a status label, e.g. items in the cart. Nothing is rendered at 0
   * or below.
   */
  count?: number;
  /**
   * Largest number shown in the count form; above it the badge shows e.g. '99+'.
   * @default 99
   */
  max?: number;
  /**
   * What assistive technology reads instead of the bare number in the count form, e.g. '3 items in cart'.
   * @default the count
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/** A non-interactive status label (order status, 'Sale'), or with `count` a small red counter. */
export function Badge({ children, tone = 'neutral', size = 'md', count, max = 99, label, className }: BadgeProps) {
  if (count !== undefined)
    return <BadgeCount count={count} size={size} max={max} label={label} className={className} />;
  return (
    <span
      data-slot="badge"
      data-variant={tone}
      data-size={size}
      className={cx(badgeVariants({ tone, size }), className)}
    >
      {children}
    </span>
  );
}
