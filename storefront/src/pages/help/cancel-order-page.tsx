import { CancelOrderForm } from '@sauda/ui';
import { OrderRequestPage, type OrderRequestPageKind } from '../../account/order-request-page';
import * as messages from '../../messages';

const cancel: OrderRequestPageKind = {
  text: messages.help.cancel,
  form: (requests, orderId) => <CancelOrderForm onSubmit={requests.cancel} defaultOrderId={orderId} />,
};

/** /help-support/cancel-order: the 'Cancel My Order' form (§2.21), filled in with the order it was opened from. */
export default function CancelOrderPage() {
  return <OrderRequestPage kind={cancel} />;
}
