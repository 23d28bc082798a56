import { EmptyState, Skeleton, type EmptyStateProps } from '@sauda/ui';
import { useState, type ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { useDocumentMeta } from '../layout/use-document-meta';
import { LoadFailed } from '../layout/load-failed';
import { AccountLayout } from './account-layout';

/** One kind of order request (returns, cancellations) as its account page shows it. */
export interface RequestsPageKind<T extends { id: string }> {
  /** The page's words. */
  text: { title: string; description: string; heading: string; subtitle: string; loading: string };
  /** The shopper's requests of this kind (the API call, through SWR). */
  useRequests: (userId: string) => SWRResponse<T[]>;
  /** What shows when there are none. */
  empty: Pick<EmptyStateProps, 'title' | 'description' | 'actions'>;
  /** The card of one request, controlled by `state`: the page keeps one expanded at a time. */
  card: (request: T, state: { expanded: boolean; onExpandedChange: (open: boolean) => void }) => ReactNode;
  /** A link beside the heading, e.g. to the help tool that makes a request. */
  action?: ReactNode;
  /** What follows the list, e.g. the form that makes a request. */
  after?: (userId: string) => ReactNode;
}

/** An account page listing the shopper's requests of one kind: heading, cards (one expanded), then `after`. */
export function RequestsPage<T extends { id: string }>({ kind }: { kind: RequestsPageKind<T> }) {
  const { text } = kind;
  useDocumentMeta(text.title, text.description);
  const titles = (
    <>
      <h1 className="sd:text-2xl sd:font-bold">{text.heading}</h1>
      <p className="sd:text-muted">{text.subtitle}</p>
    </>
  );
  return (
    <AccountLayout>
      {(user) => (
        <>
          {kind.action ? (
            <header className="sd:flex sd:flex-wrap sd:items-end sd:justify-between sd:gap-3">
              <div className="sd:flex sd:flex-col sd:gap-1">{titles}</div>
              {kind.action}
            </header>
          ) : (
            <header className="sd:flex sd:flex-col sd:gap-1">{titles}</header>
          )}
          <RequestList kind={kind} userId={user.userId} />
          {kind.after?.(user.userId)}
        </>
      )}
    </AccountLayout>
  );
}

function RequestList<T extends { id: string }>({ kind, userId }: { kind: RequestsPageKind<T>; userId: string }) {
  const { data, error, mutate } = kind.useRequests(userId);
  const [expanded, setExpanded] = useState<string | null>(null);
  if (error && !data) return <LoadFailed title={kind.text.heading} onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <div aria-busy="true" aria-label={kind.text.loading}>
        <Skeleton lines={4} />
      </div>
    );
  }
  if (data.length === 0) return <EmptyState {...kind.empty} headingLevel={2} />;
  return (
    <ul className="sd:grid sd:gap-3 sd:sm:grid-cols-2">
      {data.map((request) => (
        <li key={request.id}>
          {kind.card(request, {
            expanded: expanded === request.id,
            onExpandedChange: (open) => setExpanded(open ? request.id : null),
          })}
        </li>
      ))}
    </ul>
  );
}
