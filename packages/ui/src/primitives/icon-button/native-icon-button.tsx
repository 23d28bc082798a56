import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../lib/cx';
import type { IconButtonLookProps } from './icon-button-look';
import { iconButtonIconVariants, iconButtonVariants } from './icon-button.variants';

export interface NativeIconButtonProps
  extends
    Omit<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'className' | 'children' | 'disabled' | 'aria-label' | 'aria-pressed' | 'type'
    >,
    IconButtonLookProps {
  /** Makes the button a toggle and sets its state, rendered as `aria-pressed` (a filled icon when pressed). */
  isPressed?: boolean;
  /**
   * Disables the button (native `disabled`).
   * @default false
   */
  isDisabled?: boolean;
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
