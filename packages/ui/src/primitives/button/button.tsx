import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../lib/cx';
import { Spinner } from '../spinner';
import { buttonVariants } from './button.variants';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
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
   * While true the button shows a spinner, keeps focus, ignores presses and tells assistive technology it is busy.
   * @default false
   */
  isPending?: boolean;
  /**
   * Text shown instead of the children while pending, e.g. 'Saving...'. Without it the children stay visible.
   */
  pendingLabel?: ReactNode;
  /** The button's content. */
  children?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
}

/** The kit's button: react-aria's press handling, focus ring and pending state, styled by variant. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isPending = false,
  pendingLabel,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      data-slot="button"
      data-variant={variant}
      data-size={size}
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
    </AriaButton>
  );
}
