import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { iconButtonIconVariants, iconButtonVariants } from './icon-button.variants';

export interface NativeIconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'disabled' | 'aria-label' | 'aria-pressed'
> {
  /** What the button does, e.g. 'Add to wishlist'. Required: it is the button's only accessible name. */
  label: string;
  /** The icon: an inline SVG with `aria-hidden`. */
  children: ReactNode;
  /**
   * Visual weight, as for `IconButton`.
   * @default 'ghost'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Square size of the button (32, 40 or 48 px) and of its icon.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Corner style: `round` for buttons floating over images.
   * @default 'square'
   */
  shape?: 'square' | 'round';
  /** Makes the button a toggle and sets its state, rendered as `aria-pressed` (a filled icon when pressed). */
  isPressed?: boolean;
  /**
   * Disables the button (native `disabled`).
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The button's type in a form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * `IconButton`'s look on a native `<button>` (a toggle with `aria-pressed` when `isPressed` is set), without
 * react-aria's press handling: for the light widgets a page draws on first paint (product cards, the search box).
 */
export function NativeIconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  shape = 'square',
  isPressed,
  isDisabled = false,
  type = 'button',
  className,
  ...props
}: NativeIconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      aria-label={label}
      aria-pressed={isPressed}
      disabled={isDisabled}
      data-slot="icon-button"
      data-variant={variant}
      data-size={size}
      data-shape={shape}
      data-selected={isPressed || undefined}
      data-disabled={isDisabled || undefined}
      className={cx(iconButtonVariants({ variant, size, shape }), className)}
    >
      <span data-slot="icon-button-icon" aria-hidden className={iconButtonIconVariants({ size })}>
        {children}
      </span>
    </button>
  );
}
