import {
  CANCEL_ORDER_ID_INVALID_MESSAGE,
  CANCEL_REASON_REQUIRED_MESSAGE,
  checkCancelForm,
  type CancelForm,
} from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { TextArea } from '../../primitives/text-area';
import {
  OrderRequestForm,
  type OrderRequestFormBaseProps,
  type OrderRequestKind,
  type OrderRequestLabels,
} from '../order-request-form';
import { cancelOrderFormTexts } from './texts/en';

/** What the cancel form sends: a valid order id and the trimmed reason. */
export type CancelOrderRequest = CancelForm;

/**
 * Texts of the cancel form; in English by default (`texts/en.ts`, the order id and 'Submitting...' in the frame's
 * `order-request-form/texts/en.ts`), or the language of a `KitTextsProvider`.
 */
export interface CancelOrderFormLabels extends OrderRequestLabels {
  /** @default 'Submit Cancellation Request' */
  submit?: string;
  /** Said after an accepted submit. @default 'Your order cancellation request has been submitted successfully.' */
  success?: string;
  /** Said after a refused submit whose error has no message. @default 'Failed to submit cancellation request. Please try again.' */
  failure?: string;
  /** @default 'Reason for Cancellation' */
  reason?: string;
  /** Shown under the order id when it is neither an order number nor an id. @default 'Invalid Order ID. Please enter a valid Order ID.' */
  orderIdInvalid?: string;
  /** Shown under an empty reason. @default 'Please enter a reason for cancellation.' */
  reasonRequired?: string;
}

export interface CancelOrderFormProps extends OrderRequestFormBaseProps<CancelOrderRequest> {
  /**
   * Texts of the form, each replacing the language's own (English by default, `CancelOrderFormLabels`); the defaults
   * are the spec's: 'Submit Cancellation Request', 'Your order cancellation request has been submitted successfully.'
   * and 'Failed to submit cancellation request. Please try again.'.
   */
  labels?: CancelOrderFormLabels;
}

const cancel: OrderRequestKind<CancelForm, CancelOrderRequest> = {
  slot: 'cancel-order-form',
  blank: { reason: '' },
  check: checkCancelForm,
  defaults: {
    submit: cancelOrderFormTexts.submit,
    success: cancelOrderFormTexts.success,
    failure: cancelOrderFormTexts.failure,
  },
};

/**
 * 'Cancel My Order' (spec §2.21): order id and reason, both required, checked with commerce's rules.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate` and submit handler win.
 */
export const CancelOrderForm = /* @__PURE__ */ forwardRef<HTMLFormElement, CancelOrderFormProps>(
  function CancelOrderForm({ labels, ...rest }, ref) {
    const text = useTexts(cancelOrderFormTexts, labels);
    const errorTexts = {
      [CANCEL_ORDER_ID_INVALID_MESSAGE]: text.orderIdInvalid,
      [CANCEL_REASON_REQUIRED_MESSAGE]: text.reasonRequired,
    };
    return (
      <OrderRequestForm {...rest} ref={ref} kind={cancel} labels={{ ...labels, ...text }} errorTexts={errorTexts}>
        {({ field }) => <TextArea label={text.reason} {...field('reason')} />}
      </OrderRequestForm>
    );
  },
);
