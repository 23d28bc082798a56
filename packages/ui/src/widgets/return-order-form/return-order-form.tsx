import {
  RETURN_FAILED_MESSAGE,
  RETURN_REASONS,
  RETURN_SUCCESS_MESSAGE,
  checkReturnForm,
  type ReturnForm,
  type ReturnReason,
} from '@sauda/commerce';
import { forwardRef, useState, type FormEvent, type ComponentPropsWithoutRef } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { Button } from '../../primitives/button';
import { Checkbox } from '../../primitives/checkbox';
import { Select } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { failureMessage, useFocusFirstInvalid } from '../cancel-order-form/form-helpers';

/** What the return form sends: a valid order id, the reason, the specify text (empty unless Other) and the consent. */
export type ReturnOrderRequest = ReturnForm;

export interface ReturnOrderFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'onSubmit'> {
  /**
   * Sends the request. Resolve when it was accepted (the form clears, unticks the policy and shows the success
   * message); reject with an Error carrying the server's message (the form keeps the values and shows it, or the
   * spec's failure text).
   */
  onSubmit: (request: ReturnOrderRequest) => Promise<void>;
  /** Order id to start with, e.g. when opened from an order. */
  defaultOrderId?: string;
  /** Texts of the form; the defaults are the spec's. The reasons themselves are the spec's fixed list. */
  labels?: {
    /** @default 'Order ID' */
    orderId?: string;
    /** @default 'Reason for Return' */
    reason?: string;
    /** @default 'Select a reason' */
    reasonPlaceholder?: string;
    /** @default 'Please specify' */
    otherReason?: string;
    /** @default 'I agree to the return policy.' */
    policy?: string;
    /** @default 'Submit Return Request' */
    submit?: string;
    /** @default 'Submitting...' */
    submitting?: string;
    /** @default 'Your return request has been submitted successfully.' */
    success?: string;
    /** @default 'Failed to submit return request. Please try again.' */
    failure?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

const reasonItems = RETURN_REASONS.map((reason) => ({ id: reason, label: reason }));

function isReason(key: unknown): key is ReturnReason {
  return (RETURN_REASONS as readonly unknown[]).includes(key);
}

/**
 * 'Return My Order' (spec §2.21): order id, 'Reason for Return', 'Please specify' only for Other, and the required
 * return-policy checkbox, checked with commerce's rules.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate` and submit handler win.
 */
export const ReturnOrderForm = /* @__PURE__ */ forwardRef<HTMLFormElement, ReturnOrderFormProps>(
  function ReturnOrderForm({ onSubmit, defaultOrderId = '', labels, className, ...rest }, forwardedRef) {
    const text = {
      orderId: labels?.orderId ?? 'Order ID',
      reason: labels?.reason ?? 'Reason for Return',
      reasonPlaceholder: labels?.reasonPlaceholder ?? 'Select a reason',
      otherReason: labels?.otherReason ?? 'Please specify',
      policy: labels?.policy ?? 'I agree to the return policy.',
      submit: labels?.submit ?? 'Submit Return Request',
      submitting: labels?.submitting ?? 'Submitting...',
      success: labels?.success ?? RETURN_SUCCESS_MESSAGE,
      failure: labels?.failure ?? RETURN_FAILED_MESSAGE,
    };
    const [orderId, setOrderId] = useState(defaultOrderId);
    const [reason, setReason] = useState<ReturnReason | null>(null);
    const [otherReason, setOtherReason] = useState('');
    const [agreed, setAgreed] = useState(false);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [submitting, setSubmitting] = useState(false);
    const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
    const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

    async function submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (submitting) return;
      const parsed = checkReturnForm({ orderId, reason, otherReason, agreed });
      if (!parsed.ok) {
        setErrors(parsed.errors);
        setOutcome(null);
        focusFirstInvalid();
        return;
      }
      setErrors({});
      setOutcome(null);
      setSubmitting(true);
      try {
        await onSubmit(parsed.data);
        setOrderId('');
        setReason(null);
        setOtherReason('');
        setAgreed(false);
        setOutcome({ ok: true, text: text.success });
      } catch (error) {
        setOutcome({ ok: false, text: failureMessage(error, text.failure) });
      } finally {
        setSubmitting(false);
      }
    }

    const mergedRef = useMergedRefs(ref, forwardedRef);
    return (
      <form
        {...rest}
        ref={mergedRef}
        data-slot="return-order-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        className={cx('flex flex-col gap-4', className)}
      >
        <TextField
          label={text.orderId}
          name="orderId"
          isRequired
          autoComplete="off"
          value={orderId}
          onChange={setOrderId}
          errorMessage={errors.orderId}
        />
        <Select
          label={text.reason}
          name="reason"
          isRequired
          items={reasonItems}
          placeholder={text.reasonPlaceholder}
          selectedKey={reason}
          onSelectionChange={(key) => setReason(isReason(key) ? key : null)}
          errorMessage={errors.reason}
        />
        {reason === 'Other' && (
          <TextField
            label={text.otherReason}
            name="otherReason"
            isRequired
            value={otherReason}
            onChange={setOtherReason}
            errorMessage={errors.otherReason}
          />
        )}
        <Checkbox name="agreed" isRequired isSelected={agreed} onChange={setAgreed} errorMessage={errors.agreed}>
          {text.policy}
        </Checkbox>
        <Button type="submit" isPending={submitting} pendingLabel={text.submitting} className="self-start">
          {text.submit}
        </Button>
        <p
          data-slot="return-order-form-message"
          role={outcome && !outcome.ok ? 'alert' : 'status'}
          className={cx('text-sm', outcome?.ok ? 'text-success' : 'text-danger')}
        >
          {outcome?.text}
        </p>
      </form>
    );
  },
);
