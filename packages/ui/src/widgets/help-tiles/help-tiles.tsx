import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from '../../primitives/link';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { helpTilesTexts } from './texts/en';

/** One help tool. */
export interface HelpTile {
  title: string;
  description: string;
  href: string;
  /** A decorative icon shown above the title. */
  icon?: ReactNode;
}

/** Texts of `HelpTiles`; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface HelpTilesLabels {
  /** Accessible name of the list, unless `label` is given. @default 'Help topics' */
  list?: string;
  /** @default 'Track Order' */
  trackOrder?: string;
  /** @default 'See where your order is right now.' */
  trackOrderDescription?: string;
  /** @default 'Cancel Order' */
  cancelOrder?: string;
  /** @default 'Cancel an order before it ships.' */
  cancelOrderDescription?: string;
  /** @default 'Return Order' */
  returnOrder?: string;
  /** @default 'Return an item within 7 days of delivery.' */
  returnOrderDescription?: string;
  /** @default 'Reset Password' */
  resetPassword?: string;
  /** @default 'Get back into your account.' */
  resetPasswordDescription?: string;
  /** @default 'My Account' */
  account?: string;
  /** @default 'Update your profile and contact details.' */
  accountDescription?: string;
  /** @default 'Contact Support' */
  contactSupport?: string;
  /** @default 'Write to our team; we answer on working days.' */
  contactSupportDescription?: string;
}

/** The help tools of /help-and-support in the tiles' language (spec §2.19); 'Contact Support' leads to /contact-us. */
const tilesIn = (text: Required<HelpTilesLabels>): readonly HelpTile[] => [
  { title: text.trackOrder, description: text.trackOrderDescription, href: '/help-support/track-order' },
  { title: text.cancelOrder, description: text.cancelOrderDescription, href: '/help-support/cancel-order' },
  { title: text.returnOrder, description: text.returnOrderDescription, href: '/help-support/return-order' },
  { title: text.resetPassword, description: text.resetPasswordDescription, href: '/help-support/reset-password' },
  { title: text.account, description: text.accountDescription, href: '/user/account' },
  { title: text.contactSupport, description: text.contactSupportDescription, href: '/contact-us' },
];

/** The help tools of /help-and-support in English (spec §2.19); 'Contact Support' leads to /contact-us (§5.4). */
export const defaultHelpTiles: readonly HelpTile[] = tilesIn(helpTilesTexts);

export interface HelpTilesProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /**
   * The tiles, in order.
   * @default defaultHelpTiles, in the language's texts
   */
  tiles?: readonly HelpTile[];
  /**
   * Accessible name of the list.
   * @default labels' `list` ('Help topics')
   */
  label?: string;
  /**
   * Texts of the list and its default tiles, each replacing the language's own (English by default, `HelpTilesLabels`).
   */
  labels?: HelpTilesLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** A grid of help tools, each a whole-tile link with a title and a line of description. *
 * Other props are the root `<ul>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const HelpTiles = /* @__PURE__ */ forwardRef<HTMLUListElement, HelpTilesProps>(function HelpTiles(
  { tiles, label, labels, className, ...rest },
  ref,
) {
  const text = useTexts(helpTilesTexts, labels);
  return (
    <ul
      {...rest}
      ref={ref}
      data-slot="help-tiles"
      aria-label={label ?? text.list}
      className={cx('sd:grid sd:grid-cols-1 sd:gap-3 sd:sm:grid-cols-2 sd:lg:grid-cols-3', className)}
    >
      {(tiles ?? tilesIn(text)).map((tile) => (
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
