import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { buttonVariants } from './button.variants';

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'disabled'> {
  /**
   * Visual weight, as for `Button`.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Height and padding, as for `Button`.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
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
  /** The button's content. */
  children?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * `Button`'s look on a native `<button>`, without react-aria's press handling: for the light widgets a page draws on
 * first paint (empty states, the search box), where a plain click/Enter/Space button is just as accessible.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isDisabled = false,
  type = 'button',
  className,
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-disabled={isDisabled || undefined}
      className={cx(buttonVariants({ variant, size, fullWidth }), className)}
    />
  );
}
