import { Button, CheckoutForm, CouponBox, OrderSummary, PaymentMethod, PlacingOrderModal, Skeleton } from '@sauda/ui';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { useCartLines } from '../../cart/cart-store';
import { readCheckoutDraft, saveCheckoutDraft } from '../../checkout/checkout-draft';
import { useCoupon } from '../../checkout/use-coupon';
import { usePlaceOrder } from '../../checkout/use-place-order';
import { useSavedAddress } from '../../data/use-saved-address';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { useCameFromCart } from '../../navigation/checkout-entry';
import { loginHref } from '../../navigation/return-to';
import { useStoredUser } from '../../session/session';

const FORM_ID = 'checkout-form';

/**
 * /checkout (§2.7): only from the cart (otherwise to /), only signed in (otherwise to login and back). 'Delivery
 * address' prefilled from the saved address, then from what was typed in this tab (the draft, which also lets a reload
 * stay here), 'Your Order' with the coupon box, Cash on Delivery, 'Place Order'.
 */
export default function CheckoutPage() {
  const text = messages.checkout;
  useDocumentMeta(text.title, text.description);
  const fromCart = useCameFromCart();
  const user = useStoredUser();
  const lines = useCartLines();
  const address = useSavedAddress(user?.email ?? null);
  const coupon = useCoupon(lines);
  const order = usePlaceOrder();
  // Read once: the form takes it as its initial values, and keeps it up to date itself.
  const [draft] = useState(() => (user ? readCheckoutDraft(user.userId) : null));
  const userId = user?.userId;
  useEffect(() => {
    // Entering from the cart starts the draft, so that a reload finds this tab allowed here.
    if (fromCart && userId && !draft) saveCheckoutDraft(userId, {});
  }, [fromCart, userId, draft]);

  if (!fromCart) return <Redirect to="/" replace />;
  if (!user) return <Redirect to={loginHref('/cart')} replace />;
  if (lines.length === 0 && !order.isPlacing) return <Redirect to="/cart" replace />;

  const saved = address.data ?? null;
  const addressSettled = address.data !== undefined || address.error !== undefined;

  return (
    <div className="sd:flex sd:flex-col sd:gap-6">
      <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
      <div className="sd:grid sd:items-start sd:gap-6 sd:lg:grid-cols-[minmax(0,1fr)_24rem]">
        {addressSettled ? (
          <CheckoutForm
            id={FORM_ID}
            defaultValues={{
              email: user.email,
              fullName: user.name,
              phoneNumber: user.phone,
              ...saved,
              ...draft?.address,
            }}
            onValuesChange={(values) => saveCheckoutDraft(user.userId, values)}
            isSubmitting={order.isPlacing}
            error={order.error}
            showSubmit={false}
            onSubmit={(values) =>
              void order.place(values, {
                userId: user.userId,
                lines,
                couponCode: coupon.code,
                hasSavedAddress: saved !== null,
              })
            }
          >
            <PaymentMethod />
          </CheckoutForm>
        ) : (
          <div aria-busy="true" aria-label={text.loadingAddress} className="sd:flex sd:flex-col sd:gap-4">
            <Skeleton lines={8} />
          </div>
        )}
        <OrderSummary
          lines={lines}
          discount={coupon.discount}
          title={text.yourOrder}
          className="sd:lg:sticky sd:lg:top-4"
        >
          <CouponBox
            appliedCode={coupon.code}
            discount={coupon.discount}
            error={coupon.error}
            isApplying={coupon.isApplying}
            onApply={(code) => void coupon.apply(code)}
            onRemove={coupon.remove}
          />
          <Button
            type="submit"
            form={FORM_ID}
            fullWidth
            size="lg"
            isPending={order.isPlacing}
            pendingLabel={text.placing}
            isDisabled={!addressSettled}
          >
            {text.placeOrder}
          </Button>
        </OrderSummary>
      </div>
      <PlacingOrderModal isOpen={order.isPlacing} />
    </div>
  );
}
