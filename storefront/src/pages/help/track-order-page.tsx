import { formatDate, orderTracking, sameId } from '@sauda/commerce';
import { Button, Link, PageLoader, TextField, TrackOrderTimeline } from '@sauda/ui';
import { useState, type FormEvent } from 'react';
import { RequireUser } from '../../account/require-user';
import { useOrderDetails, useOrders } from '../../data/use-orders';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.help.track;

/**
 * /help-support/track-order: an Order ID and 'Track Order'. Sauda tracks the shopper's real order (ARCHITECTURE §5.2)
 * instead of the original's fixed 'Out for Delivery': its status as a timeline, where it is and when it should come.
 */
export default function TrackOrderPage() {
  useDocumentMeta(text.title, text.description);
  return <RequireUser>{(user) => <TrackOrder userId={user.userId} />}</RequireUser>;
}

function TrackOrder({ userId }: { userId: string }) {
  const [input, setInput] = useState('');
  const [tracked, setTracked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = input.trim();
    setError(id === '' ? text.required : null);
    setTracked(id === '' ? null : id);
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{text.heading}</h1>
        <p className="text-muted">{text.subtitle}</p>
      </header>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={text.orderId}
          value={input}
          onChange={setInput}
          errorMessage={error ?? undefined}
          className="flex-1"
        />
        <Button type="submit">{text.submit}</Button>
      </form>
      {tracked && <Tracking userId={userId} orderId={tracked} />}
    </div>
  );
}

function Tracking({ userId, orderId }: { userId: string; orderId: string }) {
  const { data: orders } = useOrders(userId);
  const order = orders?.find((each) => sameId(each.orderId, orderId) || sameId(each.orderGroupId, orderId));
  if (!orders) return <PageLoader label={text.loading} showLabel />;
  if (!order) {
    return (
      <p role="alert" className="text-danger">
        {text.notFound}
      </p>
    );
  }
  return <TrackedOrder order={order} />;
}

function TrackedOrder({
  order,
}: {
  order: { orderId: string; orderGroupId: string; status: string; createdAt: string };
}) {
  const { data: rows } = useOrderDetails(order.orderGroupId);
  if (!rows) return <PageLoader label={text.loading} showLabel />;
  const tracking = orderTracking(order, rows[0]?.city ?? null);
  return (
    <TrackOrderTimeline
      orderId={order.orderId}
      steps={tracking.steps.map((step) => ({ label: step.label }))}
      currentIndex={tracking.currentIndex}
      state={tracking.stopped ? 'cancelled' : 'active'}
      cancelledText={text.cancelled(tracking.lastLocation)}
      lastLocation={tracking.lastLocation}
      estimatedDelivery={tracking.estimatedDelivery ? formatDate(tracking.estimatedDelivery) : undefined}
    >
      <Link href={`/user/orders/${order.orderGroupId}`}>{text.viewDetails}</Link>
    </TrackOrderTimeline>
  );
}
