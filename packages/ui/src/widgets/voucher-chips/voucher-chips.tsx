import type { Coupon } from '@sauda/commerce';
import { useId, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CheckIcon } from '../../icons';
import { cx } from '../../lib/cx';
import { usePriceFormat } from '../../lib/formats';
import { voucherChipActionVariants, voucherChipVariants } from './voucher-chips.variants';
import { Outline } from '../../icons/outline';
import { useTexts } from '../../lib/kit-texts';
import { voucherChipsTexts } from './texts/en';

/** What a chip shows of a voucher. */
export type VoucherChipData = Pick<Coupon, 'code' | 'discountType' | 'discountValue' | 'minimumOrderValue'>;

/** Texts of the voucher chips; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface VoucherChipsLabels {
  /** The group's heading. @default 'Shop vouchers' */
  heading?: string;
  /** A chip's action. @default 'Apply' */
  apply?: string;
  /** The applied chip's action. @default 'Applied' */
  applied?: string;
  /** The chip being applied. @default 'Applying...' */
  applying?: string;
  /** Shown when there are no vouchers and `hideWhenEmpty` is false. @default 'No vouchers right now.' */
  empty?: string;
  /** What a percentage voucher takes off. @default (percent) => `${percent}% off` */
  percentOff?: (percent: number) => string;
  /** What a flat voucher takes off, `amount` written by the kit's price format. @default (amount) => `${amount} off` */
  amountOff?: (amount: string) => string;
  /** The least a voucher needs spent. @default (amount) => `Min. spend ${amount}` */
  minimumSpend?: (amount: string) => string;
  /** A voucher with no minimum spend. @default 'No minimum spend' */
  noMinimumSpend?: string;
}

export interface VoucherChipsProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The shop's vouchers, in the order to show them. */
  vouchers: readonly VoucherChipData[];
  /** Called with a voucher's code when its chip is tapped (not while it is the applied one). */
  onApply: (code: string) => void;
  /** The code of the applied voucher: its chip is pressed, filled and says 'Applied'. */
  appliedCode?: string | null;
  /** The code being applied: its chip shows 'Applying...' and the chips wait. */
  pendingCode?: string | null;
  /** Why the last tapped voucher could not be applied, shown once under the chips and announced. */
  error?: string | null;
  /**
   * Level of the group's heading in the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Render nothing while there are no vouchers (otherwise the `empty` text shows under the heading).
   * @default true
   */
  hideWhenEmpty?: boolean;
  /** Texts of the voucher chips, each replacing the language's own (English by default, `VoucherChipsLabels`). */
  labels?: VoucherChipsLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const ticket = (
  <Outline strokeWidth="1.8" className="sd:size-5 sd:shrink-0">
    <path
      d="M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3zM9 6v12"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </Outline>
);
const check = <CheckIcon strokeWidth="2.25" className="sd:size-4" />;

const sameCode = (a: string | null | undefined, b: string) => a?.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * A shop's vouchers as chips (store page, product page, each shop in the cart): what each takes off, from what spend,
 * and its code. One tap applies a voucher; the applied one stays pressed, filled and marked 'Applied'.
 *
 * Other props are the root `<section>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const VoucherChips = /* @__PURE__ */ forwardRef<HTMLElement, VoucherChipsProps>(function VoucherChips(
  {
    vouchers,
    onApply,
    appliedCode,
    pendingCode,
    error,
    headingLevel = 2,
    hideWhenEmpty = true,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const text = useTexts(voucherChipsTexts, labels);
  const format = { price: usePriceFormat() };
  const headingId = useId();
  if (hideWhenEmpty && vouchers.length === 0) return null;

  return (
    <section
      {...rest}
      ref={ref}
      data-slot="voucher-chips"
      aria-labelledby={headingId}
      className={cx('sd:flex sd:flex-col sd:gap-2', className)}
    >
      <Heading id={headingId} data-slot="voucher-chips-heading" className="sd:text-sm sd:font-semibold sd:text-fg">
        {text.heading}
      </Heading>
      {vouchers.length === 0 ? (
        <p data-slot="voucher-chips-empty" className="sd:text-sm sd:text-muted">
          {text.empty}
        </p>
      ) : (
        <ul data-slot="voucher-chips-list" className="sd:flex sd:flex-wrap sd:gap-2">
          {vouchers.map((voucher) => {
            const offer =
              voucher.discountType === 'Percentage'
                ? text.percentOff(voucher.discountValue)
                : text.amountOff(format.price(voucher.discountValue));
            const condition =
              voucher.minimumOrderValue > 0
                ? text.minimumSpend(format.price(voucher.minimumOrderValue))
                : text.noMinimumSpend;
            const applied = sameCode(appliedCode, voucher.code);
            const pending = sameCode(pendingCode, voucher.code);
            return (
              <li key={voucher.code} data-slot="voucher-chip-item" className="sd:min-w-0 sd:max-w-full">
                <button
                  type="button"
                  data-slot="voucher-chip"
                  data-applied={applied || undefined}
                  aria-pressed={applied}
                  aria-busy={pending || undefined}
                  disabled={Boolean(pendingCode)}
                  onClick={() => {
                    if (!applied) onApply(voucher.code);
                  }}
                  className={voucherChipVariants({ applied })}
                >
                  <span className={applied ? 'sd:text-success' : 'sd:text-brand'}>{ticket}</span>
                  <span data-slot="voucher-chip-text" className="sd:flex sd:min-w-0 sd:flex-col">
                    <span data-slot="voucher-chip-offer" className="sd:text-sm sd:font-semibold">
                      {offer}
                    </span>
                    <span data-slot="voucher-chip-condition" className="sd:text-xs sd:text-muted">
                      {condition}
                    </span>
                    <span
                      data-slot="voucher-chip-code"
                      className="sd:break-all sd:text-xs sd:font-medium sd:tracking-wide"
                    >
                      {voucher.code}
                    </span>
                  </span>
                  {/* The pressed state says 'applied' to assistive technology; the name stays the voucher's. */}
                  <span
                    aria-hidden
                    data-slot="voucher-chip-action"
                    className={cx(
                      voucherChipActionVariants({ applied }),
                      'sd:inline-flex sd:items-center sd:gap-1 sd:ms-auto',
                    )}
                  >
                    {applied && check}
                    {applied ? text.applied : pending ? text.applying : text.apply}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {/* Always present so a refusal is announced when it comes. */}
      <p
        data-slot="voucher-chips-error"
        role="alert"
        className={error ? 'sd:text-sm sd:font-medium sd:text-danger' : 'sd:sr-only'}
      >
        {error ?? ''}
      </p>
    </section>
  );
});
