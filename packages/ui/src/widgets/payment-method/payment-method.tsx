import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { RadioGroup } from '../../primitives/radio-group';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { paymentMethodTexts } from './texts/en';

/** The value of the only payment method the marketplace offers. */
export const CASH_ON_DELIVERY = 'cash-on-delivery';

/** Texts of the payment method; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface PaymentMethodLabels {
  /** The group's label. @default 'Payment Method' */
  title?: string;
  /** @default 'Cash on Delivery' */
  cashOnDelivery?: string;
  /** @default 'Pay with cash when your order is delivered.' */
  description?: string;
}

export interface PaymentMethodProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Texts of the widget, each replacing the language's own (English by default, `PaymentMethodLabels`). */
  labels?: PaymentMethodLabels;
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
  const text = useTexts(paymentMethodTexts, labels);
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
