import { groupCartByShop, storePath, type CartLine, type ShopCartGroup } from '@sauda/commerce';
import { Link, VoucherChips } from '@sauda/ui';
import { useState, type ReactNode } from 'react';
import type { useCoupon } from '../../checkout/use-coupon';
import { useShopVouchers } from '../../checkout/use-shop-vouchers';
import { useShop } from '../../data/use-shop';
import * as messages from '../../messages';

type Coupon = ReturnType<typeof useCoupon>;

export interface CartShopGroupsProps {
  lines: readonly CartLine[];
  /** The cart's coupon: a tapped voucher is applied through it, and shows applied in its shop's group. */
  coupon: Coupon;
  /** Renders one cart line (the cart page owns what a line does). */
  renderLine: (line: CartLine) => ReactNode;
  /** The key of a line in the list. */
  keyOf: (line: CartLine) => string;
}

/** The cart's lines under their shops' names, each shop with its vouchers (one tap applies one to the cart). */
export function CartShopGroups({ lines, coupon, renderLine, keyOf }: CartShopGroupsProps) {
  // The refusal shows under the chips that were tapped.
  const [tappedShop, setTappedShop] = useState<string | null>(null);
  return (
    <div data-slot="cart-shop-groups" className="sd:flex sd:flex-col sd:gap-4">
      {groupCartByShop(lines).map((group) => (
        <CartShopGroup
          key={group.shopId.toLowerCase()}
          group={group}
          coupon={coupon}
          showError={tappedShop === group.shopId}
          onTap={(code) => {
            setTappedShop(group.shopId);
            void coupon.apply(code);
          }}
          renderLine={renderLine}
          keyOf={keyOf}
        />
      ))}
    </div>
  );
}

interface CartShopGroupProps extends Pick<CartShopGroupsProps, 'coupon' | 'renderLine' | 'keyOf'> {
  group: ShopCartGroup;
  showError: boolean;
  onTap: (code: string) => void;
}

function CartShopGroup({ group, coupon, showError, onTap, renderLine, keyOf }: CartShopGroupProps) {
  const text = messages.vouchers;
  // The shop's name and vouchers are asked for once the lines, the cart's largest paint, have painted (kept answers
  // show at once).
  const shop = useShop(group.shopId, { afterPaint: true });
  const vouchers = useShopVouchers(group.shopId, { afterPaint: true });
  const name = shop.data?.name;
  const headingId = `cart-shop-${group.shopId.toLowerCase()}`;
  const isMine = (code: string | null) =>
    code !== null && (vouchers.data ?? []).some((voucher) => voucher.code.toUpperCase() === code.toUpperCase());

  return (
    <section
      aria-labelledby={headingId}
      data-slot="cart-shop-group"
      className="sd:flex sd:flex-col sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-3"
    >
      <h3 id={headingId} className="sd:text-base sd:font-semibold">
        {name ? (
          <>
            {text.shopLinesBefore}
            <Link href={storePath(name, group.shopId)}>{name}</Link>
          </>
        ) : (
          text.unnamedShop
        )}
      </h3>
      <VoucherChips
        vouchers={vouchers.data ?? []}
        headingLevel={4}
        appliedCode={coupon.isOfShop(group.shopId) ? coupon.code : null}
        pendingCode={isMine(coupon.pendingCode) ? coupon.pendingCode : null}
        error={showError ? coupon.error : null}
        onApply={onTap}
      />
      <ul className="sd:flex sd:flex-col sd:gap-3">
        {group.items.map((line) => (
          <li key={keyOf(line)}>{renderLine(line)}</li>
        ))}
      </ul>
    </section>
  );
}
