import { isApiError } from '@sauda/api';
import { EmptyState, Link, OrderDetails } from '@sauda/ui';
import { useParams } from 'wouter';
import { AccountLayout } from '../../account/account-layout';
import { orderActionHrefs } from '../../account/order-links';
import { useOrderDetails } from '../../data/use-orders';
import { useReturns } from '../../data/use-requests';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.orderDetails;

/**
 * /user/orders/{orderGroupId} (§2.14): the rows, the address, the discount and the total (amount + Rs 200), with
 * one-tap Track, Cancel and Return. The reference server also takes the order number in place of the group id.
 */
export default function OrderDetailsPage() {
  useDocumentMeta(text.title, text.description);
  const { orderGroupId = '' } = useParams<{ orderGroupId: string }>();
  return (
    <AccountLayout>
      {(user) => (
        <>
          <Link href="/user/orders" className="sd:self-start sd:text-sm">
            {text.back}
          </Link>
          <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
          <Details orderGroupId={orderGroupId} userId={user.userId} />
        </>
      )}
    </AccountLayout>
  );
}

function Details({ orderGroupId, userId }: { orderGroupId: string; userId: string }) {
  const { data: rows, error, mutate } = useOrderDetails(orderGroupId);
  const { data: returns } = useReturns(userId);
  if (error && !rows) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 403);
    return missing ? (
      <EmptyState title={text.notFound} actions={[{ label: text.back, href: '/user/orders' }]} />
    ) : (
      <LoadFailed title={text.heading} onRetry={() => void mutate()} />
    );
  }
  const order = rows?.[0];
  const actions = order ? orderActionHrefs(order, { returnedOrderIds: returns?.map((each) => each.orderId) }) : {};
  return <OrderDetails rows={rows ?? []} isLoading={!rows} {...actions} />;
}
