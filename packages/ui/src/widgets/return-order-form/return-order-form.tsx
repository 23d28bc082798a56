import {
  RETURN_FAILED_MESSAGE,
  RETURN_REASONS,
  RETURN_SUCCESS_MESSAGE,
  checkReturnForm,
  type ReturnForm,
  type ReturnReason,
} from '@sauda/commerce';
import { forwardRef } from 'react';
import { Checkbox } from '../../primitives/checkbox';
import { Select } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';
import {
  OrderRequestForm,
  type OrderRequestFormBaseProps,
  type OrderRequestKind,
  type OrderRequestLabels,
} from '../order-request-form';

/** What the return form sends: a valid order id, the reason, the specify text (empty unless Other) and the consent. */
export type ReturnOrderRequest = ReturnForm;

export interface ReturnOrderFormProps extends OrderRequestFormBaseProps<ReturnOrderRequest> {
  /**
   * Texts of the form; the defaults are the spec's: 'Submit Return Request', 'Your return request has been submitted
   * successfully.' and 'Failed to submit return request. Please try again.'. The reasons are the spec's fixed list.
   * An accepted submit also unticks the policy.
   */
  labels?: OrderRequestLabels & {
    /** @default 'Reason for Return' */
    reason?: string;
    /** @default 'Select a reason' */
    reasonPlaceholder?: string;
    /** @default 'Please specify' */
    otherReason?: string;
    /** @default 'I agree to the return policy.' */
    policy?: string;
  };
}

const reasonItems = RETURN_REASONS.map((reason) => ({ id: reason, label: reason }));

function isReason(key: unknown): key is ReturnReason {
  return (RETURN_REASONS as readonly unknown[]).includes(key);
}

/** The values the return form keeps while the shopper fills it in. */
interface ReturnValues {
  orderId: string;
  reason: ReturnReason | null;
  otherReason: string;
  agreed: boolean;
}

const returnKind: OrderRequestKind<ReturnValues, ReturnOrderRequest> = {
  slot: 'return-order-form',
  blank: { reason: null, otherReason: '', agreed: false },
  check: checkReturnForm,
  defaults: { submit: 'Submit Return Request', success: RETURN_SUCCESS_MESSAGE, failure: RETURN_FAILED_MESSAGE },
};

/**
 * 'Return My Order' (spec §2.21): order id, 'Reason for Return', 'Please specify' only for Other, and the required
 * return-policy checkbox, checked with commerce's rules.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate` and submit handler win.
 */
export const ReturnOrderForm = /* @__PURE__ */ forwardRef<HTMLFormElement, ReturnOrderFormProps>(
  function ReturnOrderForm({ labels, ...rest }, ref) {
    return (
      <OrderRequestForm {...rest} ref={ref} kind={returnKind} labels={labels}>
        {({ values, set, errors, field }) => (
          <>
            <Select
              label={labels?.reason ?? 'Reason for Return'}
              name="reason"
              isRequired
              items={reasonItems}
              placeholder={labels?.reasonPlaceholder ?? 'Select a reason'}
              selectedKey={values.reason}
              onSelectionChange={(key) => set('reason')(isReason(key) ? key : null)}
              errorMessage={errors.reason}
            />
            {values.reason === 'Other' && (
              <TextField label={labels?.otherReason ?? 'Please specify'} {...field('otherReason')} />
            )}
            <Checkbox
              name="agreed"
              isRequired
              isSelected={values.agreed}
              onChange={set('agreed')}
              errorMessage={errors.agreed}
            >
              {labels?.policy ?? 'I agree to the return policy.'}
            </Checkbox>
          </>
        )}
      </OrderRequestForm>
    );
  },
);
