import { forwardRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { pressHandler } from '../button/press-handler';
import { iconButtonIconVariants, iconButtonVariants } from './icon-button.variants';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'style' | 'disabled' | 'aria-label' | 'aria-pressed' | 'type'
> {
  /** What the button does, e.g. 'Add to wishlist'. Required: it is the button's only accessible name. */
  label: string;
  /** The icon: an inline SVG with `aria-hidden`. */
  children: ReactNode;
  /**
   * Visual weight, as for `Button`.
   * @default 'ghost'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Square size of the button (32, 40 or 48 px) and of its icon.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Corner style: `round` for buttons floating over images, e.g. the wishlist heart on a product card.
   * @default 'square'
   */
  shape?: 'square' | 'round';
  /**
   * The button's type in a form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Extra classes for the root element. */
  className?: string;
  /**
   * Disables the button (native `disabled`).
   * @default false
   */
  isDisabled?: boolean;
  /** Called when the button is pressed: a click, a tap, Enter or Space. */
  onPress?: () => void;
  /**
   * Makes the button a toggle and sets its state (controlled), rendered as `aria-pressed` and a filled icon. A button
   * is a toggle from mount on: pass `isPressed` from the first render, not later.
   */
  isPressed?: boolean;
  /** Initial toggle state (uncontrolled); also makes the button a toggle. */
  defaultPressed?: boolean;
  /** Called with the new toggle state when pressed; also makes the button a toggle. */
  onPressedChange?: (isPressed: boolean) => void;
}

/**
 * An icon-only native `<button>`. Its `label` is the accessible name; with `isPressed`, `defaultPressed` or
 * `onPressedChange` it is a toggle (`aria-pressed`).
 */
export const IconButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    children,
    variant = 'ghost',
    size = 'md',
    shape = 'square',
    isDisabled = false,
    isPressed,
    defaultPressed,
    onPressedChange,
    onPress,
    onClick,
    type = 'button',
    className,
    ...props
  },
  ref,
) {
  const isToggle = isPressed !== undefined || defaultPressed !== undefined || onPressedChange !== undefined;
  const [ownPressed, setOwnPressed] = useState(defaultPressed ?? false);
  const pressed = isToggle ? (isPressed ?? ownPressed) : undefined;

  const press = () => {
    if (pressed !== undefined) {
      setOwnPressed(!pressed);
      onPressedChange?.(!pressed);
    }
    onPress?.();
  };

  return (
    <button
      {...props}
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      disabled={isDisabled}
      onClick={pressHandler(onClick, press)}
      data-slot="icon-button"
      data-variant={variant}
      data-size={size}
      data-shape={shape}
      data-selected={pressed || undefined}
      data-disabled={isDisabled || undefined}
      className={cx(iconButtonVariants({ variant, size, shape }), className)}
    >
      <span data-slot="icon-button-icon" aria-hidden className={iconButtonIconVariants({ size })}>
        {children}
      </span>
    </button>
  );
});
