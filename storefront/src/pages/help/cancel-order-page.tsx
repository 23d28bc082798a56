import { CancelOrderForm } from '@sauda/ui';
import { useOrderRequests } from '../../account/order-requests';
import { RequireUser } from '../../account/require-user';
import { useOrderQuery } from '../../account/use-order-query';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.help.cancel;

/**
 * /help-support/cancel-order: the 'Cancel My Order' form (§2.21) for the signed-in shopper, filled in with the order it
 * was opened from (`?order=`, an order's one-tap action); the order's number or UUID.
 */
export default function CancelOrderPage() {
  useDocumentMeta(text.title, text.description);
  return <RequireUser>{(user) => <CancelOrder userId={user.userId} />}</RequireUser>;
}

function CancelOrder({ userId }: { userId: string }) {
  const requests = useOrderRequests(userId);
  const opened = useOrderQuery();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{text.heading}</h1>
        <p className="text-muted">{text.subtitle}</p>
      </header>
      <CancelOrderForm key={opened} onSubmit={requests.cancel} defaultOrderId={opened} />
    </div>
  );
}
