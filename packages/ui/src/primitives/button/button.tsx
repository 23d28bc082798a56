import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Spinner } from '../spinner';
import { buttonVariants } from './button.variants';
import { pressHandler } from './press-handler';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'style' | 'disabled' | 'type'
> {
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary` beside it, `ghost` for quiet actions,
   * `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Height and padding.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * The button's type in a form.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Disables the button (native `disabled`): it leaves the tab order and ignores presses.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * While true the button shows a spinner, keeps focus, ignores presses (a submit button does not submit) and tells
   * assistive technology it is unavailable (`aria-disabled`).
   * @default false
   */
  isPending?: boolean;
  /**
   * Text shown instead of the children while pending, e.g. 'Saving...'. Without it the children stay visible.
   */
  pendingLabel?: ReactNode;
  /** Called when the button is pressed: a click, a tap, Enter or Space. Not while disabled or pending. */
  onPress?: () => void;
  /** The button's content. */
  children?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
}

/** The kit's button: a native `<button>` with a focus ring after keyboard focus, a pending state and four looks. */
export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    type = 'button',
    isDisabled = false,
    isPending = false,
    pendingLabel,
    onPress,
    onClick,
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <button
      {...props}
      ref={ref}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      onClick={pressHandler(onClick, onPress, isPending)}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={cx(buttonVariants({ variant, size, fullWidth }), className)}
    >
      {isPending ? (
        <>
          <Spinner size="sm" label={null} />
          <span data-slot="button-label">{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
});
