import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { iconButtonIconVariants, iconButtonVariants } from '../../primitives/icon-button/icon-button.variants';

export interface GalleryButtonProps {
  /** The button's accessible name. */
  label: string;
  onPress: () => void;
  variant: 'secondary' | 'ghost';
  children: ReactNode;
  className?: string;
}

/**
 * An icon button with the kit's `IconButton` look on a native `<button>`: the gallery needs nothing of react-aria's
 * press handling, and leaving it out keeps the gallery a few kilobytes instead of fifteen.
 */
export function GalleryButton({ label, onPress, variant, children, className }: GalleryButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      data-slot="icon-button"
      data-variant={variant}
      onClick={onPress}
      className={cx(iconButtonVariants({ variant, shape: 'round' }), className)}
    >
      <span aria-hidden className={iconButtonIconVariants()}>
        {children}
      </span>
    </button>
  );
}
