import { emptyStates, Link, ReturnCard, type Return } from '@sauda/ui';
import { RequestsPage, type RequestsPageKind } from '../../account/requests-page';
import { useReturns } from '../../data/use-requests';
import * as messages from '../../messages';

const text = messages.account.returns;

const returns: RequestsPageKind<Return> = {
  text,
  useRequests: useReturns,
  empty: emptyStates.returns,
  card: (request, state) => <ReturnCard returnRequest={request} {...state} />,
  action: <Link href="/help-support/return-order">{text.requestReturn}</Link>,
};

/** /user/orders/return (§2.15): the shopper's returns, one expanded at a time; 'No Returns Yet!' when none. */
export default function ReturnsPage() {
  return <RequestsPage kind={returns} />;
}
