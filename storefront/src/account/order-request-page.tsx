import { Fragment, type ReactNode } from 'react';
import { useDocumentMeta } from '../layout/use-document-meta';
import { useOrderRequests } from './order-requests';
import { RequireUser } from './require-user';
import { useOrderQuery } from './use-order-query';

/** One kind of order request (cancel, return) as its help tool shows it. */
export interface OrderRequestPageKind {
  /** The page's words. */
  text: { title: string; description: string; heading: string; subtitle: string };
  /** The kind's form, sending with `requests` and starting with the order the page was opened from. */
  form: (requests: ReturnType<typeof useOrderRequests>, defaultOrderId: string) => ReactNode;
}

/**
 * A help tool that makes an order request (§2.21) for the signed-in shopper, filled in with the order it was opened
 * from (`?order=`, an order's one-tap action; the order's number or UUID).
 */
export function OrderRequestPage({ kind }: { kind: OrderRequestPageKind }) {
  useDocumentMeta(kind.text.title, kind.text.description);
  return <RequireUser>{(user) => <OrderRequest kind={kind} userId={user.userId} />}</RequireUser>;
}

function OrderRequest({ kind, userId }: { kind: OrderRequestPageKind; userId: string }) {
  const requests = useOrderRequests(userId);
  const opened = useOrderQuery();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{kind.text.heading}</h1>
        <p className="text-muted">{kind.text.subtitle}</p>
      </header>
      {/* A new `?order=` starts the form afresh. */}
      <Fragment key={opened}>{kind.form(requests, opened)}</Fragment>
    </div>
  );
}
