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
    <div className="sd:mx-auto sd:flex sd:w-full sd:max-w-xl sd:flex-col sd:gap-4 sd:py-6">
      <header className="sd:flex sd:flex-col sd:gap-1">
        <h1 className="sd:text-2xl sd:font-bold">{kind.text.heading}</h1>
        <p className="sd:text-muted">{kind.text.subtitle}</p>
      </header>
      {/* A new `?order=` starts the form afresh. */}
      <Fragment key={opened}>{kind.form(requests, opened)}</Fragment>
    </div>
  );
}
