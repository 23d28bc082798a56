import type { ReactNode } from 'react';

/** What `IconButton` and `NativeIconButton` share: the accessible name, the icon and the look. */
export interface IconButtonLookProps {
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
}
