import { CANCEL_FAILED_MESSAGE, CANCEL_SUCCESS_MESSAGE, checkCancelForm, type CancelForm } from '@sauda/commerce';
import { forwardRef } from 'react';
import { TextArea } from '../../primitives/text-area';
import {
  OrderRequestForm,
  type OrderRequestFormBaseProps,
  type OrderRequestKind,
  type OrderRequestLabels,
} from '../order-request-form';

/** What the cancel form sends: a valid order id and the trimmed reason. */
export type CancelOrderRequest = CancelForm;

export interface CancelOrderFormProps extends OrderRequestFormBaseProps<CancelOrderRequest> {
  /**
   * Texts of the form; the defaults are the spec's: 'Submit Cancellation Request', 'Your order cancellation request
   * has been submitted successfully.' and 'Failed to submit cancellation request. Please try again.'.
   */
  labels?: OrderRequestLabels & {
    /** @default 'Reason for Cancellation' */
    reason?: string;
  };
}

const cancel: OrderRequestKind<CancelForm, CancelOrderRequest> = {
  slot: 'cancel-order-form',
  blank: { reason: '' },
  check: checkCancelForm,
  defaults: { submit: 'Submit Cancellation Request', success: CANCEL_SUCCESS_MESSAGE, failure: CANCEL_FAILED_MESSAGE },
};

/**
 * 'Cancel My Order' (spec §2.21): order id and reason, both required, checked with commerce's rules.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate` and submit handler win.
 */
export const CancelOrderForm = /* @__PURE__ */ forwardRef<HTMLFormElement, CancelOrderFormProps>(
  function CancelOrderForm({ labels, ...rest }, ref) {
    return (
      <OrderRequestForm {...rest} ref={ref} kind={cancel} labels={labels}>
        {({ field }) => <TextArea label={labels?.reason ?? 'Reason for Cancellation'} {...field('reason')} />}
      </OrderRequestForm>
    );
  },
);
