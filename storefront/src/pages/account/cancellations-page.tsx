import { CancelOrderForm, CancellationCard, emptyStates, type Cancellation } from '@sauda/ui';
import { RequestsPage, type RequestsPageKind } from '../../account/requests-page';
import { useOrderRequests } from '../../account/order-requests';
import { useCancellations } from '../../data/use-requests';
import * as messages from '../../messages';

const text = messages.account.cancellations;

const cancellations: RequestsPageKind<Cancellation> = {
  text,
  useRequests: useCancellations,
  empty: emptyStates.cancellations,
  card: (cancellation, state) => <CancellationCard cancellation={cancellation} {...state} />,
  after: (userId) => <CancelSection userId={userId} />,
};

/**
 * /user/orders/cancellation (§2.16, §2.21): the shopper's cancellations as cards (one expanded at a time) and the
 * 'Cancel My Order' form.
 */
export default function CancellationsPage() {
  return <RequestsPage kind={cancellations} />;
}

function CancelSection({ userId }: { userId: string }) {
  const requests = useOrderRequests(userId);
  return (
    <section
      aria-labelledby="cancel-order"
      className="sd:flex sd:flex-col sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4"
    >
      <h2 id="cancel-order" className="sd:text-lg sd:font-semibold">
        {text.formHeading}
      </h2>
      <CancelOrderForm onSubmit={requests.cancel} />
    </section>
  );
}
