import { EmptyState, emptyStates, Link, ReturnCard, Skeleton } from '@sauda/ui';
import { useState } from 'react';
import { AccountLayout } from '../../account/account-layout';
import { useReturns } from '../../data/use-requests';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.account.returns;

/** /user/orders/return (§2.15): the shopper's returns, one expanded at a time; 'No Returns Yet!' when none. */
export default function ReturnsPage() {
  useDocumentMeta(text.title, text.description);
  return (
    <AccountLayout>
      {(user) => (
        <>
          <header className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h1 className="text-2xl font-bold">{text.heading}</h1>
              <p className="text-muted">{text.subtitle}</p>
            </div>
            <Link href="/help-support/return-order">{text.requestReturn}</Link>
          </header>
          <ReturnList userId={user.userId} />
        </>
      )}
    </AccountLayout>
  );
}

function ReturnList({ userId }: { userId: string }) {
  const { data, error, mutate } = useReturns(userId);
  const [expanded, setExpanded] = useState<string | null>(null);
  if (error && !data) return <LoadFailed title={text.heading} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <div aria-busy="true" aria-label={text.loading}>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (data.length === 0) return <EmptyState {...emptyStates.returns} headingLevel={2} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.map((request) => (
        <li key={request.id}>
          <ReturnCard
            returnRequest={request}
            expanded={expanded === request.id}
            onExpandedChange={(open) => setExpanded(open ? request.id : null)}
          />
        </li>
      ))}
    </ul>
  );
}
