import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from '../../primitives/link';
import { cx } from '../../lib/cx';

/** One help tool. */
export interface HelpTile {
  title: string;
  description: string;
  href: string;
  /** A decorative icon shown above the title. */
  icon?: ReactNode;
}

/** The help tools of /help-and-support (spec §2.19); 'Contact Support' leads to /contact-us (ARCHITECTURE §5.4). */
export const defaultHelpTiles: readonly HelpTile[] = [
  { title: 'Track Order', description: 'See where your order is right now.', href: '/help-support/track-order' },
  { title: 'Cancel Order', description: 'Cancel an order before it ships.', href: '/help-support/cancel-order' },
  {
    title: 'Return Order',
    description: 'Return an item within 7 days of delivery.',
    href: '/help-support/return-order',
  },
  { title: 'Reset Password', description: 'Get back into your account.', href: '/help-support/reset-password' },
  { title: 'My Account', description: 'Update your profile and contact details.', href: '/user/account' },
  { title: 'Contact Support', description: 'Write to our team; we answer on working days.', href: '/contact-us' },
];

export interface HelpTilesProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /**
   * The tiles, in order.
   * @default defaultHelpTiles
   */
  tiles?: readonly HelpTile[];
  /**
   * Accessible name of the list.
   * @default 'Help topics'
   */
  label?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/** A grid of help tools, each a whole-tile link with a title and a line of description. *
 * Other props are the root `<ul>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const HelpTiles = /* @__PURE__ */ forwardRef<HTMLUListElement, HelpTilesProps>(function HelpTiles(
  { tiles = defaultHelpTiles, label = 'Help topics', className, ...rest },
  ref,
) {
  return (
    <ul
      {...rest}
      ref={ref}
      data-slot="help-tiles"
      aria-label={label}
      className={cx('sd:grid sd:grid-cols-1 sd:gap-3 sd:sm:grid-cols-2 sd:lg:grid-cols-3', className)}
    >
      {tiles.map((tile) => (
        <li key={tile.href} data-slot="help-tile">
          <Link
            href={tile.href}
            variant="plain"
            className="sd:flex sd:h-full sd:flex-col sd:gap-1 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg sd:transition-colors sd:hover:border-brand"
          >
            {tile.icon && (
              <span data-slot="help-tile-icon" aria-hidden="true" className="sd:text-brand">
                {tile.icon}
              </span>
            )}
            <span data-slot="help-tile-title" className="sd:font-semibold">
              {tile.title}
            </span>
            <span data-slot="help-tile-description" className="sd:text-sm sd:text-muted">
              {tile.description}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
});
