import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { RadioGroup } from '../../primitives/radio-group';
import { cx } from '../../lib/cx';

/** The value of the only payment method the marketplace offers. */
export const CASH_ON_DELIVERY = 'cash-on-delivery';

export interface PaymentMethodProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Texts of the widget, in English by default. */
  labels?: {
    /** The group's label. @default 'Payment Method' */
    title?: string;
    /** @default 'Cash on Delivery' */
    cashOnDelivery?: string;
    /** @default 'Pay with cash when your order is delivered.' */
    description?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * The checkout's payment method (spec §2.7): Cash on Delivery, the only method, shown chosen. It is a read-only
 * radio group so screen readers hear which method applies without being offered a choice that does not exist.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const PaymentMethod = /* @__PURE__ */ forwardRef<HTMLDivElement, PaymentMethodProps>(function PaymentMethod(
  { labels, className, ...rest },
  ref,
) {
  const text = {
    title: labels?.title ?? 'Payment Method',
    cashOnDelivery: labels?.cashOnDelivery ?? 'Cash on Delivery',
    description: labels?.description ?? 'Pay with cash when your order is delivered.',
  };
  return (
    <div
      {...rest}
      ref={ref}
      data-slot="payment-method"
      className={cx('sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4 sd:text-fg', className)}
    >
      <RadioGroup
        label={text.title}
        value={CASH_ON_DELIVERY}
        isReadOnly
        options={[{ value: CASH_ON_DELIVERY, label: text.cashOnDelivery, description: text.description }]}
      />
    </div>
  );
});
