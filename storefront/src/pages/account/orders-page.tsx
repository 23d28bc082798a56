import { filterOrdersByTab, ORDER_STATUS_TABS, type OrderStatusTab } from '@sauda/commerce';
import { EmptyState, emptyStates, OrderCard, OrderStatusTabs, preloadTabs, Skeleton } from '@sauda/ui';
import { useState } from 'react';
import { AccountLayout } from '../../account/account-layout';
import { orderActionHrefs } from '../../account/order-links';
import { useOrders } from '../../data/use-orders';
import { useReturns } from '../../data/use-requests';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.orders;
// Asked for with the page's code, so the tabs' swap to react-aria's does not draw the orders twice (`preloadTabs`).
void preloadTabs();

/**
 * /user/orders (§2.13): status tabs All, Pending, Confirmed, Shipped, Delivered over the shopper's orders, each with
 * the total paid and one-tap Track, Cancel and Return (Sauda).
 */
export default function OrdersPage() {
  useDocumentMeta(text.title, text.description);
  return <AccountLayout>{(user) => <OrdersList userId={user.userId} />}</AccountLayout>;
}

function OrdersList({ userId }: { userId: string }) {
  const { data: orders, error, mutate } = useOrders(userId);
  // An order with a return asked for already offers no second one.
  const { data: returns } = useReturns(userId);
  const returnedOrderIds = returns?.map((request) => request.orderId) ?? [];
  const [tab, setTab] = useState<OrderStatusTab>('All');
  const counts = Object.fromEntries(
    ORDER_STATUS_TABS.map((each) => [each, orders ? filterOrdersByTab(orders, each).length : 0]),
  );
  const shown = orders ? filterOrdersByTab(orders, tab) : [];

  return (
    <>
      <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
      <OrderStatusTabs selectedTab={tab} onSelectedTabChange={setTab} counts={orders ? counts : undefined}>
        {error && !orders ? (
          <LoadFailed title={text.heading} onRetry={() => void mutate()} />
        ) : !orders ? (
          <div aria-busy="true" aria-label={text.loading} className="sd:flex sd:flex-col sd:gap-3">
            <Skeleton lines={3} />
            <Skeleton lines={3} />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState {...emptyStates.orders} headingLevel={2} />
        ) : (
          <ul className="sd:flex sd:flex-col sd:gap-3">
            {shown.map((order) => (
              <li key={order.orderId}>
                <OrderCard
                  order={order}
                  href={`/user/orders/${order.orderGroupId}`}
                  {...orderActionHrefs(order, { returnedOrderIds })}
                />
              </li>
            ))}
          </ul>
        )}
      </OrderStatusTabs>
    </>
  );
}
