import { CANCEL_FAILED_MESSAGE, CANCEL_SUCCESS_MESSAGE, checkCancelForm, type CancelForm } from '@sauda/commerce';
import { forwardRef, useState, type FormEvent, type ComponentPropsWithoutRef } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { Button } from '../../primitives/button';
import { TextArea } from '../../primitives/text-area';
import { TextField } from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { failureMessage, useFocusFirstInvalid } from './form-helpers';

/** What the cancel form sends: a valid order id and the trimmed reason. */
export type CancelOrderRequest = CancelForm;

export interface CancelOrderFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'onSubmit'> {
  /**
   * Sends the request. Resolve when it was accepted (the form clears and shows the success message); reject with an
   * Error carrying the server's message (the form keeps the values and shows it, or the spec's failure text).
   */
  onSubmit: (request: CancelOrderRequest) => Promise<void>;
  /** Order id to start with, e.g. when opened from an order. */
  defaultOrderId?: string;
  /** Texts of the form; the defaults are the spec's. */
  labels?: {
    /** @default 'Order ID' */
    orderId?: string;
    /** @default 'Reason for Cancellation' */
    reason?: string;
    /** @default 'Submit Cancellation Request' */
    submit?: string;
    /** @default 'Submitting...' */
    submitting?: string;
    /** @default 'Your order cancellation request has been submitted successfully.' */
    success?: string;
    /** @default 'Failed to submit cancellation request. Please try again.' */
    failure?: string;
  };
  /** Extra classes for the root element. */
  className?: string;
}

/** 'Cancel My Order' (spec §2.21): order id and reason, both required, checked with commerce's rules. *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate` and submit handler win.
 */
export const CancelOrderForm = /* @__PURE__ */ forwardRef<HTMLFormElement, CancelOrderFormProps>(
  function CancelOrderForm({ onSubmit, defaultOrderId = '', labels, className, ...rest }, forwardedRef) {
    const text = {
      orderId: labels?.orderId ?? 'Order ID',
      reason: labels?.reason ?? 'Reason for Cancellation',
      submit: labels?.submit ?? 'Submit Cancellation Request',
      submitting: labels?.submitting ?? 'Submitting...',
      success: labels?.success ?? CANCEL_SUCCESS_MESSAGE,
      failure: labels?.failure ?? CANCEL_FAILED_MESSAGE,
    };
    const [orderId, setOrderId] = useState(defaultOrderId);
    const [reason, setReason] = useState('');
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [submitting, setSubmitting] = useState(false);
    const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
    const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

    async function submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (submitting) return;
      const parsed = checkCancelForm({ orderId, reason });
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
        setReason('');
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
        data-slot="cancel-order-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        className={cx('flex flex-col gap-4', className)}
      >
        <TextField
          label={text.orderId}
          name="orderId"
          isRequired
          autoComplete="off"
          spellCheck="false"
          value={orderId}
          onChange={setOrderId}
          errorMessage={errors.orderId}
        />
        <TextArea
          label={text.reason}
          name="reason"
          isRequired
          value={reason}
          onChange={setReason}
          errorMessage={errors.reason}
        />
        <Button type="submit" isPending={submitting} pendingLabel={text.submitting} className="self-start">
          {text.submit}
        </Button>
        <p
          data-slot="cancel-order-form-message"
          role={outcome && !outcome.ok ? 'alert' : 'status'}
          className={cx('text-sm', outcome?.ok ? 'text-success' : 'text-danger')}
        >
          {outcome?.text}
        </p>
      </form>
    );
  },
);
