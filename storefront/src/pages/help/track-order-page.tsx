import { formatDate, matchesOrderRef, orderTracking, type OrderSummary } from '@sauda/commerce';
import { Button, Link, PageLoader, TextField, TrackOrderTimeline } from '@sauda/ui';
import { useState, type FormEvent } from 'react';
import { orderRef } from '../../account/order-links';
import { RequireUser } from '../../account/require-user';
import { useOrderQuery } from '../../account/use-order-query';
import { useOrderDetails, useOrders } from '../../data/use-orders';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.help.track;

/**
 * /help-support/track-order: an Order ID and 'Track Order'. Sauda tracks the shopper's real order (ARCHITECTURE §5.2)
 * instead of the original's fixed 'Out for Delivery': its status as a timeline, where it is and when it should come.
 * The order may be named by its UUID or its number typed loosely; `?order=` (an order's Track) tracks it at once.
 */
export default function TrackOrderPage() {
  useDocumentMeta(text.title, text.description);
  const opened = useOrderQuery();
  return <RequireUser>{(user) => <TrackOrder key={opened} userId={user.userId} opened={opened} />}</RequireUser>;
}

function TrackOrder({ userId, opened }: { userId: string; opened: string }) {
  const [input, setInput] = useState(opened);
  const [tracked, setTracked] = useState<string | null>(opened || null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = input.trim();
    setError(id === '' ? text.required : null);
    setTracked(id === '' ? null : id);
  };

  return (
    <div className="sd:mx-auto sd:flex sd:w-full sd:max-w-2xl sd:flex-col sd:gap-6 sd:py-6">
      <header className="sd:flex sd:flex-col sd:gap-1">
        <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
        <p className="sd:text-muted">{text.subtitle}</p>
      </header>
      <form onSubmit={submit} noValidate className="sd:flex sd:flex-col sd:gap-3 sd:sm:flex-row sd:sm:items-end">
        <TextField
          label={text.orderId}
          value={input}
          onChange={setInput}
          errorMessage={error ?? undefined}
          className="sd:flex-1"
        />
        <Button type="submit">{text.submit}</Button>
      </form>
      {tracked && <Tracking userId={userId} orderId={tracked} />}
    </div>
  );
}

function Tracking({ userId, orderId }: { userId: string; orderId: string }) {
  const { data: orders } = useOrders(userId);
  const order = orders?.find((each) => matchesOrderRef(each, orderId));
  if (!orders) return <PageLoader label={text.loading} showLabel />;
  if (!order) {
    return (
      <p role="alert" className="sd:text-danger">
        {text.notFound}
      </p>
    );
  }
  return <TrackedOrder order={order} />;
}

function TrackedOrder({ order }: { order: OrderSummary }) {
  const { data: rows } = useOrderDetails(order.orderGroupId);
  if (!rows) return <PageLoader label={text.loading} showLabel />;
  const tracking = orderTracking(order, rows[0]?.city ?? null);
  return (
    <TrackOrderTimeline
      orderId={orderRef(order)}
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
