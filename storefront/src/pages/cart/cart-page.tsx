import { type CartLine as CartLineItem } from '@sauda/commerce';
import { CartLine, Checkbox, EmptyState, emptyStates, ListSkeleton, OrderSummary, Skeleton } from '@sauda/ui';
import { useLocation } from 'wouter';
import { cart, useCartLinesOnceRead } from '../../cart/cart-store';
import { useCoupon } from '../../checkout/use-coupon';
import { useWishlist } from '../../data/use-wishlist';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { CHECKOUT_PATH, fromCartState } from '../../navigation/checkout-entry';
import { loginHref } from '../../navigation/return-to';
import { useStoredUser } from '../../session/session';
import { CartShopGroups } from './cart-shop-groups';

const keyOf = (line: CartLineItem) => `${line.productId}|${line.color}|${line.size ?? ''}`;

/** Lines in view as the cart opens: their pictures load at once, not as they near the screen. */
const FIRST_LINES = 3;

/**
 * The cart before the browser's storage is read: the server renders the page so (`AppRoute.rendersOnServer`), and the
 * storefront fills it in as it takes over. The heading stays where the cart's own is. Without scripts the cart cannot
 * be read at all, and the page says so.
 */
function CartLoading() {
  const text = messages.cart;
  return (
    <div className="sd:flex sd:flex-col sd:gap-6">
      <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
      <noscript>
        <p className="sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4">{text.needsScripts}</p>
      </noscript>
      <div className="sd:grid sd:items-start sd:gap-6 sd:lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ListSkeleton count={2} label={text.loading} />
        <div className="sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4">
          <Skeleton shape="text" lines={5} />
        </div>
      </div>
    </div>
  );
}

/**
 * /cart (§2.6): the lines under 'Select All Items' with steppers limited to 1..3, and the 'Order Summary'. The
 * checkout button goes to /checkout from the cart, or to login first (returning to checkout).
 */
export default function CartPage() {
  const lines = useCartLinesOnceRead();
  const user = useStoredUser();
  const wishlist = useWishlist();
  const [, navigate] = useLocation();
  const coupon = useCoupon(lines ?? []);
  const text = messages.cart;
  useDocumentMeta(text.title, text.description);

  if (!lines) return <CartLoading />;
  if (lines.length === 0) {
    return <EmptyState {...emptyStates.cart} headingLevel={1} className="sd:py-16" />;
  }

  const moveToWishlist = async (line: CartLineItem) => {
    if (!user) {
      navigate(loginHref());
      return;
    }
    const saved = await wishlist.add({ productId: line.productId, color: line.color || null, size: line.size });
    if (saved) cart.remove(line, { quiet: true });
  };

  return (
    <div className="sd:flex sd:flex-col sd:gap-6">
      <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
      <div className="sd:grid sd:items-start sd:gap-6 sd:lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="cart-lines" className="sd:flex sd:flex-col sd:gap-3">
          <h2 id="cart-lines" className="sd:sr-only">
            {text.lines}
          </h2>
          <Checkbox isSelected isReadOnly className="sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-3">
            {text.selectAll}
          </Checkbox>
          <CartShopGroups
            lines={lines}
            coupon={coupon}
            keyOf={keyOf}
            renderLine={(line) => (
              <CartLine
                line={line}
                eagerImage={lines.indexOf(line) < FIRST_LINES}
                onQuantityChange={(changed, quantity) =>
                  quantity > changed.quantity ? cart.increment(changed) : cart.decrement(changed)
                }
                onRemove={(removed) => cart.remove(removed)}
                onMoveToWishlist={(moved) => void moveToWishlist(moved)}
                isDisabled={wishlist.pendingIds.has(line.productId)}
              />
            )}
          />
        </section>
        <OrderSummary
          lines={lines}
          discount={coupon.discount}
          title={text.summary}
          onCheckout={() =>
            user ? navigate(CHECKOUT_PATH, { state: fromCartState }) : navigate(loginHref(CHECKOUT_PATH))
          }
          className="sd:lg:sticky sd:lg:top-4"
        />
      </div>
    </div>
  );
}
