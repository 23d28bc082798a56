import { isApiError } from '@sauda/api';
import { EmptyState, Link, OrderDetails } from '@sauda/ui';
import { useParams } from 'wouter';
import { AccountLayout } from '../../account/account-layout';
import { useOrderDetails } from '../../data/use-orders';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.orderDetails;

/** /user/orders/{orderGroupId} (§2.14): the rows, the address, the discount and the total (amount + Rs 200). */
export default function OrderDetailsPage() {
  useDocumentMeta(text.title, text.description);
  const { orderGroupId = '' } = useParams<{ orderGroupId: string }>();
  return (
    <AccountLayout>
      {() => (
        <>
          <Link href="/user/orders" className="self-start text-sm">
            {text.back}
          </Link>
          <h1 className="text-2xl font-bold">{text.heading}</h1>
          <Details orderGroupId={orderGroupId} />
        </>
      )}
    </AccountLayout>
  );
}

function Details({ orderGroupId }: { orderGroupId: string }) {
  const { data: rows, error, mutate } = useOrderDetails(orderGroupId);
  if (error && !rows) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400 || error.status === 403);
    return missing ? (
      <EmptyState title={text.notFound} actions={[{ label: text.back, href: '/user/orders' }]} />
    ) : (
      <LoadFailed title={text.heading} onRetry={() => void mutate()} />
    );
  }
  return <OrderDetails rows={rows ?? []} isLoading={!rows} />;
}
