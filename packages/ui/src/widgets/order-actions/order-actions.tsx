import { Link } from '../../primitives/link';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { orderActionsTexts } from './texts/en';

/** Where each one-tap action of an order goes; an action without a place is not offered. */
export interface OrderActionHrefs {
  /** The order's tracking timeline, e.g. `/help-support/track-order?order=SD-4821-7730`. */
  trackHref?: string;
  /** The cancel form with this order filled in; only while the order may still be cancelled. */
  cancelHref?: string;
  /** The return form with this order filled in; only when delivered within the return window. */
  returnHref?: string;
}

/** Texts of the order actions; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface OrderActionsLabels {
  /** @default 'Track' */
  track?: string;
  /** @default 'Cancel' */
  cancel?: string;
  /** @default 'Return' */
  return?: string;
  /**
   * Accessible name of an action's link: its text (`track`, `cancel` or `return`) and the order's name; keep the
   * action's text in it, as voice control users say what they see.
   * @default (action, orderName) => `${action} ${orderName}`
   */
  actionName?: (action: string, orderName: string) => string;
}

export interface OrderActionsProps extends OrderActionHrefs, Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** How the order is named to assistive technology after each action, e.g. 'order SD-4821-7730'. */
  orderName: string;
  /** Texts of the actions, each replacing the language's own (English by default, `OrderActionsLabels`). */
  labels?: OrderActionsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

/** True when at least one action has a place to go. */
export function hasOrderActions({ trackHref, cancelHref, returnHref }: OrderActionHrefs): boolean {
  return Boolean(trackHref || cancelHref || returnHref);
}

/**
 * One-tap Track, Cancel and Return of an order (Sauda: no order id to copy and paste): links to the tracking page and
 * to the cancel and return forms with the order filled in. Renders nothing when no action is offered.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and its `data-slot` wins.
 */
export const OrderActions = /* @__PURE__ */ forwardRef<HTMLDivElement, OrderActionsProps>(function OrderActions(
  { trackHref, cancelHref, returnHref, orderName, labels, className, ...rest },
  ref,
) {
  const text = useTexts(orderActionsTexts, labels);
  const actions = [
    { key: 'track', href: trackHref, label: text.track },
    { key: 'cancel', href: cancelHref, label: text.cancel },
    { key: 'return', href: returnHref, label: text.return },
  ].filter((action): action is { key: string; href: string; label: string } => Boolean(action.href));
  if (actions.length === 0) return null;
  return (
    <div {...rest} ref={ref} data-slot="order-actions" className={cx('sd:flex sd:flex-wrap sd:gap-2', className)}>
      {actions.map((action) => (
        <Link
          key={action.key}
          data-action={action.key}
          href={action.href}
          variant="button"
          buttonVariant="secondary"
          size="sm"
          aria-label={text.actionName(action.label, orderName)}
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
});
