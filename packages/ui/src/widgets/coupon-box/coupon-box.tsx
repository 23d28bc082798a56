import { useId, useState, type KeyboardEvent, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { usePriceFormat } from '../../lib/formats';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { Outline } from '../../icons/outline';
import { useTexts } from '../../lib/kit-texts';
import { couponBoxTexts } from './texts/en';

/** Texts of the coupon box; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface CouponBoxLabels {
  /** @default 'Coupon code' */
  field?: string;
  /** @default 'Enter coupon code' */
  placeholder?: string;
  /** @default 'Apply' */
  apply?: string;
  /** @default 'Applying...' */
  applying?: string;
  /** @default 'Remove' */
  remove?: string;
  /** Accessible name of the remove button. @default (code) => `Remove coupon ${code}` */
  removeLabel?: (code: string) => string;
  /** Applied state. @default (code, amount) => `Coupon ${code} applied: ${amount} off` */
  applied?: (code: string, amount: string) => string;
  /** Shown when 'Apply' is pressed with an empty field. @default 'Please enter a coupon code.' */
  empty?: string;
}

export interface CouponBoxProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** Called with the trimmed code when 'Apply' is pressed or Enter is typed in the field. */
  onApply: (code: string) => void;
  /** Called when the applied coupon is removed. */
  onRemove: () => void;
  /** The applied coupon's code; while set the box shows the applied state instead of the field. */
  appliedCode?: string | null;
  /** The applied coupon's discount in rupees, shown next to its code. */
  discount?: number;
  /**
   * Why the last code was refused, shown once under the field and announced, e.g. 'Invalid coupon code.' or
   * "Spend Rs 3,000 on Khaadi Lahore's items to use this voucher." (commerce's messages).
   */
  error?: string | null;
  /**
   * Shows a spinner on 'Apply' while the code is being checked.
   * @default false
   */
  isApplying?: boolean;
  /** Texts of the coupon box, each replacing the language's own (English by default, `CouponBoxLabels`). */
  labels?: CouponBoxLabels;
  /** Extra classes for the root element. */
  className?: string;
  /** Form field name of the code's text box, for a native `<form>`. */
  name?: string;
}

const tag = (
  <Outline strokeWidth="1.8" className="sd:size-5 sd:shrink-0">
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9zM7.5 7.5h.01" strokeLinecap="round" strokeLinejoin="round" />
  </Outline>
);

/**
 * The checkout's coupon box (spec §2.7, §4, §5, §8): a code field with 'Apply', the applied state with its discount
 * and a remove button, and the refusal message inline under the field, announced to screen readers.
 *
 * Other props are the root `<div>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const CouponBox = /* @__PURE__ */ forwardRef<HTMLDivElement, CouponBoxProps>(function CouponBox(
  { onApply, onRemove, appliedCode, discount = 0, error, isApplying = false, labels, name, className, ...rest },
  ref,
) {
  const format = { price: usePriceFormat() };
  const text = useTexts(couponBoxTexts, labels);
  const groupId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const message = emptyError ? text.empty : (error ?? '');

  function apply() {
    const trimmed = code.trim();
    if (trimmed === '') {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    onApply(trimmed);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  }

  return (
    <div
      {...rest}
      ref={ref}
      data-slot="coupon-box"
      role="group"
      aria-labelledby={groupId}
      className={cx('sd:flex sd:flex-col sd:gap-2 sd:text-fg', className)}
    >
      <span id={groupId} className="sd:sr-only">
        {text.field}
      </span>
      {appliedCode ? (
        <div
          data-slot="coupon-box-applied"
          className="sd:flex sd:flex-wrap sd:items-center sd:justify-between sd:gap-2 sd:rounded-md sd:border sd:border-line sd:bg-surface sd:px-3 sd:py-2"
        >
          <p
            data-slot="coupon-box-applied-text"
            role="status"
            className="sd:flex sd:min-w-0 sd:items-center sd:gap-2 sd:text-sm"
          >
            <span className="sd:text-success">{tag}</span>
            <span className="sd:min-w-0 sd:break-words">{text.applied(appliedCode, format.price(discount))}</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            aria-label={text.removeLabel(appliedCode)}
            onPress={() => {
              setCode('');
              onRemove();
            }}
          >
            {text.remove}
          </Button>
        </div>
      ) : (
        <div data-slot="coupon-box-form" className="sd:flex sd:items-start sd:gap-2">
          <TextField
            label={text.field}
            hideLabel
            placeholder={text.placeholder}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (emptyError) setEmptyError(false);
            }}
            onKeyDown={onKeyDown}
            autoComplete="off"
            name={name}
            isInvalid={message !== ''}
            aria-describedby={message ? messageId : undefined}
            className="sd:min-w-0 sd:flex-1"
          />
          <Button
            variant="secondary"
            isPending={isApplying}
            pendingLabel={text.applying}
            onPress={apply}
            className="sd:shrink-0"
          >
            {text.apply}
          </Button>
        </div>
      )}
      {/* The refusal is shown once: this line is both what the shopper reads and the live region that announces it
          (always present, so a new refusal is announced), and the field's description. */}
      <p
        id={messageId}
        data-slot="coupon-box-error"
        role="alert"
        className={cx('sd:text-sm sd:font-medium sd:text-danger', (appliedCode || !message) && 'sd:sr-only')}
      >
        {appliedCode ? '' : message}
      </p>
    </div>
  );
});
