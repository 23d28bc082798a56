import { CancelOrderForm, CancellationCard, EmptyState, emptyStates, Skeleton } from '@sauda/ui';
import { useState } from 'react';
import { AccountLayout } from '../../account/account-layout';
import { useOrderRequests } from '../../account/order-requests';
import { useCancellations } from '../../data/use-requests';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.cancellations;

/**
 * /user/orders/cancellation (§2.16, §2.21): the shopper's cancellations as cards (one expanded at a time) and the
 * 'Cancel My Order' form.
 */
export default function CancellationsPage() {
  useDocumentMeta(text.title, text.description);
  return (
    <AccountLayout>
      {(user) => (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold">{text.heading}</h1>
            <p className="text-muted">{text.subtitle}</p>
          </header>
          <CancellationList userId={user.userId} />
          <CancelSection userId={user.userId} />
        </>
      )}
    </AccountLayout>
  );
}

function CancellationList({ userId }: { userId: string }) {
  const { data, error, mutate } = useCancellations(userId);
  const [expanded, setExpanded] = useState<string | null>(null);
  if (error && !data) return <LoadFailed title={text.heading} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <div aria-busy="true" aria-label={text.loading}>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (data.length === 0) return <EmptyState {...emptyStates.cancellations} headingLevel={2} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.map((cancellation) => (
        <li key={cancellation.id}>
          <CancellationCard
            cancellation={cancellation}
            expanded={expanded === cancellation.id}
            onExpandedChange={(open) => setExpanded(open ? cancellation.id : null)}
          />
        </li>
      ))}
    </ul>
  );
}

function CancelSection({ userId }: { userId: string }) {
  const requests = useOrderRequests(userId);
  return (
    <section aria-labelledby="cancel-order" className="flex flex-col gap-3 rounded-lg border border-line bg-raised p-4">
      <h2 id="cancel-order" className="text-lg font-semibold">
        {text.formHeading}
      </h2>
      <CancelOrderForm onSubmit={requests.cancel} />
    </section>
  );
}
