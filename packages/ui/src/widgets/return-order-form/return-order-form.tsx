import {
  RETURN_ORDER_ID_INVALID_MESSAGE,
  RETURN_OTHER_REASON_REQUIRED_MESSAGE,
  RETURN_POLICY_REQUIRED_MESSAGE,
  RETURN_REASONS,
  RETURN_REASON_REQUIRED_MESSAGE,
  checkReturnForm,
  type ReturnForm,
  type ReturnReason,
} from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { Checkbox } from '../../primitives/checkbox';
import { Select } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';
import {
  OrderRequestForm,
  type OrderRequestFormBaseProps,
  type OrderRequestKind,
  type OrderRequestLabels,
} from '../order-request-form';
import { returnOrderFormTexts } from './texts/en';

/** What the return form sends: a valid order id, the reason, the specify text (empty unless Other) and the consent. */
export type ReturnOrderRequest = ReturnForm;

/**
 * Texts of the return form; in English by default (`texts/en.ts`, the order id and 'Submitting...' in the frame's
 * `order-request-form/texts/en.ts`), or the language of a `KitTextsProvider`.
 */
export interface ReturnOrderFormLabels extends OrderRequestLabels {
  /** @default 'Submit Return Request' */
  submit?: string;
  /** Said after an accepted submit. @default 'Your return request has been submitted successfully.' */
  success?: string;
  /** Said after a refused submit whose error has no message. @default 'Failed to submit return request. Please try again.' */
  failure?: string;
  /** @default 'Reason for Return' */
  reason?: string;
  /** @default 'Select a reason' */
  reasonPlaceholder?: string;
  /** The reason 'Damaged Item' as the list shows it (the request sends commerce's value). @default 'Damaged Item' */
  reasonDamagedItem?: string;
  /** The reason 'Wrong Item Shipped' as the list shows it. @default 'Wrong Item Shipped' */
  reasonWrongItem?: string;
  /** The reason 'Unsatisfactory Quality' as the list shows it. @default 'Unsatisfactory Quality' */
  reasonQuality?: string;
  /** The reason 'Changed My Mind' as the list shows it. @default 'Changed My Mind' */
  reasonChangedMind?: string;
  /** The reason 'Other' as the list shows it. @default 'Other' */
  reasonOther?: string;
  /** @default 'Please specify' */
  otherReason?: string;
  /** @default 'I agree to the return policy.' */
  policy?: string;
  /** Shown under the order id when it is neither an order number nor an id. @default 'Invalid order ID format.' */
  orderIdInvalid?: string;
  /** Shown under the reason when none is chosen. @default 'Please select a reason for return.' */
  reasonRequired?: string;
  /** Shown under an empty 'Please specify'. @default 'Please specify the reason for return.' */
  otherReasonRequired?: string;
  /** Shown under the policy while it is not ticked. @default 'Please agree to the return policy.' */
  policyRequired?: string;
}

export interface ReturnOrderFormProps extends OrderRequestFormBaseProps<ReturnOrderRequest> {
  /**
   * Texts of the form, each replacing the language's own (English by default, `ReturnOrderFormLabels`); the defaults
   * are the spec's: 'Submit Return Request', 'Your return request has been submitted successfully.' and 'Failed to
   * submit return request. Please try again.'. The reasons are the spec's fixed list. An accepted submit also unticks
   * the policy.
   */
  labels?: ReturnOrderFormLabels;
}

/** The text that shows each reason of the list. */
const REASON_NAMES = {
  'Damaged Item': 'reasonDamagedItem',
  'Wrong Item Shipped': 'reasonWrongItem',
  'Unsatisfactory Quality': 'reasonQuality',
  'Changed My Mind': 'reasonChangedMind',
  Other: 'reasonOther',
} as const satisfies Record<ReturnReason, keyof ReturnOrderFormLabels>;

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
  defaults: {
    submit: returnOrderFormTexts.submit,
    success: returnOrderFormTexts.success,
    failure: returnOrderFormTexts.failure,
  },
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
    const text = useTexts(returnOrderFormTexts, labels);
    const reasonItems = RETURN_REASONS.map((reason) => ({ id: reason, label: text[REASON_NAMES[reason]] }));
    const errorTexts = {
      [RETURN_ORDER_ID_INVALID_MESSAGE]: text.orderIdInvalid,
      [RETURN_REASON_REQUIRED_MESSAGE]: text.reasonRequired,
      [RETURN_OTHER_REASON_REQUIRED_MESSAGE]: text.otherReasonRequired,
      [RETURN_POLICY_REQUIRED_MESSAGE]: text.policyRequired,
    };
    return (
      <OrderRequestForm {...rest} ref={ref} kind={returnKind} labels={{ ...labels, ...text }} errorTexts={errorTexts}>
        {({ values, set, errors, field }) => (
          <>
            <Select
              label={text.reason}
              name="reason"
              isRequired
              items={reasonItems}
              placeholder={text.reasonPlaceholder}
              selectedKey={values.reason}
              onSelectionChange={(key) => set('reason')(isReason(key) ? key : null)}
              errorMessage={errors.reason}
            />
            {values.reason === 'Other' && <TextField label={text.otherReason} {...field('otherReason')} />}
            <Checkbox
              name="agreed"
              isRequired
              isSelected={values.agreed}
              onChange={set('agreed')}
              errorMessage={errors.agreed}
            >
              {text.policy}
            </Checkbox>
          </>
        )}
      </OrderRequestForm>
    );
  },
);
