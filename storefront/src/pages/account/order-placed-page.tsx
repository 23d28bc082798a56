import { matchesOrderRef } from '@sauda/commerce';
import { EmptyState, OrderConfirmation } from '@sauda/ui';
import { useParams } from 'wouter';
import { orderRef, trackOrderHref } from '../../account/order-links';
import { RequireUser } from '../../account/require-user';
import { useOrderDetails, useOrders } from '../../data/use-orders';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.orderPlaced;

/**
 * /user/orders/{order}/placed, where checkout leads (Sauda): the order number, the total to pay on delivery, the items,
 * the address, what happens next, and links to track the order and to keep shopping. The order is named by its number,
 * its id or its group id (the original backend answers an order with its id only), and found among the shopper's
 * orders.
 */
export default function OrderPlacedPage() {
  useDocumentMeta(text.title, text.description);
  const { orderRef: reference = '' } = useParams<{ orderRef: string }>();
  return (
    <RequireUser>
      {(user) => (
        <div className="sd:mx-auto sd:flex sd:w-full sd:max-w-4xl sd:flex-col sd:gap-6 sd:py-6">
          <header className="sd:flex sd:flex-col sd:gap-1">
            <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
            <p className="sd:text-muted">{text.subtitle}</p>
          </header>
          <Placed userId={user.userId} reference={reference} />
        </div>
      )}
    </RequireUser>
  );
}

function Placed({ userId, reference }: { userId: string; reference: string }) {
  const { data: orders, error, isValidating, mutate } = useOrders(userId);
  const order = orders?.find((each) => matchesOrderRef(each, reference));
  const details = useOrderDetails(order?.orderGroupId ?? null);
  if ((error && !orders) || (details.error && !details.data)) {
    return <LoadFailed title={text.heading} onRetry={() => void (order ? details.mutate() : mutate())} />;
  }
  // A list kept from before the order was placed does not hold it yet: wait for the fresh one.
  if (!order && orders && !isValidating) {
    return <EmptyState title={text.notFound} actions={[{ label: text.myOrders, href: '/user/orders' }]} />;
  }
  return (
    <OrderConfirmation
      rows={details.data ?? []}
      isLoading={!details.data}
      trackHref={trackOrderHref(order ? orderRef(order) : reference)}
      detailsHref={order ? `/user/orders/${order.orderGroupId}` : undefined}
    />
  );
}
