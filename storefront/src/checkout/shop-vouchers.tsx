import { toast, VoucherChips } from '@sauda/ui';
import * as messages from '../messages';
import { chooseCoupon, useChosenCoupon } from './chosen-coupon';
import { useShopVouchers } from './use-shop-vouchers';

export interface ShopVouchersProps {
  /** The shop whose vouchers to show. */
  shopId: string;
  /** The heading's level in the page. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Extra classes for the chips' root. */
  className?: string;
}

/**
 * A shop's vouchers away from the cart (store page, product page): a tap chooses one, the chip shows it applied, and
 * the cart and checkout apply it to the shop's items (`use-coupon.ts`). Nothing shows while there are none.
 */
export function ShopVouchers({ shopId, headingLevel, className }: ShopVouchersProps) {
  const vouchers = useShopVouchers(shopId);
  const chosen = useChosenCoupon();
  return (
    <VoucherChips
      vouchers={vouchers.data ?? []}
      appliedCode={chosen}
      headingLevel={headingLevel}
      onApply={(code) => {
        chooseCoupon(code);
        toast.success(messages.vouchers.chosen(code));
      }}
      className={className}
    />
  );
}
