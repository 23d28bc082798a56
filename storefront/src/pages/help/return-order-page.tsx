import { ReturnOrderForm } from '@sauda/ui';
import { OrderRequestPage, type OrderRequestPageKind } from '../../account/order-request-page';
import * as messages from '../../messages';

const returnOrder: OrderRequestPageKind = {
  text: messages.help.returnOrder,
  form: (requests, orderId) => <ReturnOrderForm onSubmit={requests.requestReturn} defaultOrderId={orderId} />,
};

/** /help-support/return-order: the 'Return My Order' form (§2.21), filled in with the order it was opened from. */
export default function ReturnOrderPage() {
  return <OrderRequestPage kind={returnOrder} />;
}
