import { isApiError } from '@sauda/api';
import {
  cartCouponDiscount,
  cartSubtotal,
  COUPON_APPLIED_MESSAGE,
  COUPON_FAILED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  groupCartByShop,
  normaliseId,
  sameId,
  wholeRupeeDiscount,
  type CartLine,
  type Coupon,
} from '@sauda/commerce';
import { toast } from '@sauda/ui';
import { useEffect, useRef, useState } from 'react';
import { isLegacyBackend } from '../store/backend';
import { checkCoupon } from './check-coupon';
import { chooseCoupon, useChosenCoupon } from './chosen-coupon';

/** The coupon states of §4: none, applied (with its discount), or back to none with an error. */
export interface CouponState {
  code: string | null;
  discount: number;
  error: string | null;
  isApplying: boolean;
  /** The code being checked, while it is. */
  pendingCode: string | null;
  /** The applied coupon's shop, when it belongs to one. */
  shopId: string | null;
}

interface Checked {
  coupon: Coupon | null;
  error: string | null;
  pendingCode: string | null;
  /** The last attempt (code and the cart's shops), so a refused code is not tried again and again. */
  tried: string | null;
}

const idle: Checked = { coupon: null, error: null, pendingCode: null, tried: null };

function messageOf(error: unknown): string {
  if (!isApiError(error)) return COUPON_FAILED_MESSAGE;
  return error.serverMessage ?? (error.kind === 'http' ? COUPON_INVALID_MESSAGE : COUPON_FAILED_MESSAGE);
}

/**
 * Applies a coupon (`check-coupon.ts`: its shop found on either backend) and prices it on the cart as it is now:
 * the discount is the coupon shop's items' (commerce), and on the original backend the whole rupees its order will
 * store, so the order never costs more than checkout showed. The coupon the shopper chose (a voucher tapped on a
 * store, product or cart) is applied here too, without a toast. Any failure resets the discount to zero (§8).
 */
export function useCoupon(lines: readonly CartLine[]) {
  const chosen = useChosenCoupon();
  const [checked, setChecked] = useState<Checked>(idle);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  // An attempt is a code against the cart's shops: a chosen voucher that could not apply is tried again once the
  // cart holds other shops (its shop's items added), never in a loop.
  const shopKey = groupCartByShop(lines)
    .map((group) => normaliseId(group.shopId))
    .join(',');
  const attemptOf = (code: string) => `${code.trim().toUpperCase()}|${shopKey}`;

  const apply = async (code: string, { quiet = false } = {}) => {
    const attempt = attemptOf(code);
    setChecked({ ...idle, pendingCode: code, tried: attempt });
    try {
      const result = await checkCoupon(code, linesRef.current);
      if (!result.ok) {
        // A voucher chosen elsewhere that does not fit this cart yet stays chosen, unsaid, until it does.
        setChecked({ ...idle, error: quiet ? null : result.error, tried: attempt });
        if (!quiet) chooseCoupon(null);
        return;
      }
      setChecked({ ...idle, coupon: result.coupon, tried: attempt });
      chooseCoupon(result.coupon.code || code);
      if (!quiet) toast.success(COUPON_APPLIED_MESSAGE);
    } catch (error) {
      setChecked({ ...idle, error: quiet ? null : messageOf(error), tried: attempt });
      if (!quiet) chooseCoupon(null);
    }
  };

  // The chosen voucher (tapped on a store, product or cart) is applied here too, without a toast.
  const chosenAttempt = chosen !== null && lines.length > 0 ? attemptOf(chosen) : null;
  const appliedChosen = chosen !== null && checked.coupon?.code.toUpperCase() === chosen.toUpperCase();
  useEffect(() => {
    if (chosen === null || chosenAttempt === null || appliedChosen) return;
    if (checked.pendingCode !== null || checked.tried === chosenAttempt) return;
    void apply(chosen, { quiet: true });
    // `apply` is left out: it reads the newest lines through a ref.
  }, [chosen, chosenAttempt, appliedChosen, checked.pendingCode, checked.tried]);

  const priced = checked.coupon ? cartCouponDiscount(lines, checked.coupon) : null;
  const discount =
    priced?.ok === true
      ? isLegacyBackend
        ? wholeRupeeDiscount(cartSubtotal(lines), priced.discount)
        : priced.discount
      : 0;
  const state: CouponState = {
    code: priced?.ok && checked.coupon ? checked.coupon.code : null,
    discount,
    error: priced && !priced.ok ? priced.error : checked.error,
    isApplying: checked.pendingCode !== null,
    pendingCode: checked.pendingCode,
    shopId: priced?.ok ? (checked.coupon?.shopId ?? null) : null,
  };

  return {
    ...state,
    apply: (code: string) => apply(code),
    remove: () => {
      setChecked(idle);
      chooseCoupon(null);
    },
    /** True when the applied coupon belongs to this shop. */
    isOfShop: (shopId: string) => state.shopId !== null && sameId(state.shopId, shopId),
  };
}
