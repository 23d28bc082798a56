import type { FormCheck } from '@sauda/commerce';
import { forwardRef, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode, type Ref } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { failureMessage, useFocusFirstInvalid } from '../cancel-order-form/form-helpers';
import { orderRequestFormTexts } from './texts/en';

/**
 * The words the frame shows whatever the kind; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`.
 */
export interface OrderRequestFormLabels {
  /** @default 'Order ID' */
  orderId?: string;
  /** @default 'Submitting...' */
  submitting?: string;
}

/** The words every order request form shows; a kind of request overrides any, and says its own submit texts. */
export interface OrderRequestLabels extends OrderRequestFormLabels {
  /** Text of the submit button; each kind has its own default. */
  submit?: string;
  /** Said after an accepted submit; each kind has its own default (the spec's). */
  success?: string;
  /** Said after a rejected submit whose error carries no message; each kind has its own default (the spec's). */
  failure?: string;
}

/** The public props a kind of request form shares: the root `<form>`'s attributes, the sender and the order id. */
export interface OrderRequestFormBaseProps<R> extends Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'onSubmit'> {
  /**
   * Sends the request. Resolve when it was accepted (the form clears and shows the success message); reject with an
   * Error carrying the server's message (the form keeps the values and shows it, or the spec's failure text).
   */
  onSubmit: (request: R) => Promise<void>;
  /** Order id to start with, e.g. when opened from an order. */
  defaultOrderId?: string;
  /** Extra classes for the root element. */
  className?: string;
}

/** The text fields of a kind: the keys of its values that hold a string. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What the kind's own fields get: the values, a setter per field, and the messages of the last failed submit. */
export interface OrderRequestFields<V> {
  values: V;
  set: <K extends keyof V>(name: K) => (value: V[K]) => void;
  errors: Partial<Record<string, string>>;
  /** The props that bind a required TextField or TextArea to the text field `name`. */
  field: (name: TextKey<V>) => {
    name: string;
    isRequired: true;
    value: string;
    onChange: (value: string) => void;
    errorMessage: string | undefined;
  };
}

/** What makes a kind of request (cancel, return): its slot, its own fields' first values, its rule and texts. */
export interface OrderRequestKind<V extends { orderId: string }, D> {
  /** The form's `data-slot`; its message gets `${slot}-message`. */
  slot: string;
  /** Values of the kind's fields when the form starts and after an accepted submit (the order id comes apart). */
  blank: Omit<V, 'orderId'>;
  /** The commerce rule that checks the values and gives what is sent. */
  check: (values: V) => FormCheck<D>;
  /** The kind's own defaults of the texts that differ between kinds. */
  defaults: Required<Pick<OrderRequestLabels, 'submit' | 'success' | 'failure'>>;
}

export interface OrderRequestFormProps<V extends { orderId: string }, D> extends OrderRequestFormBaseProps<D> {
  kind: OrderRequestKind<V, D>;
  /** The host's texts, if any. */
  labels: OrderRequestLabels | undefined;
  /**
   * The kind's validation messages in the form's language, by the English message commerce's rule gives; a message
   * not in it is shown as the rule gave it.
   */
  errorTexts?: Readonly<Partial<Record<string, string>>>;
  /** The fields between the order id and the submit button. */
  children: (fields: OrderRequestFields<V>) => ReactNode;
}

/** The messages of a failed check, each in the form's language when `texts` has it. */
function inLanguage(
  errors: Partial<Record<string, string>>,
  texts: Readonly<Partial<Record<string, string>>>,
): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [
      name,
      message === undefined ? message : (texts[message] ?? message),
    ]),
  );
}

function OrderRequestFormInner<V extends { orderId: string }, D>(
  {
    kind,
    defaultOrderId = '',
    onSubmit,
    labels,
    errorTexts,
    children,
    className,
    ...rest
  }: OrderRequestFormProps<V, D>,
  forwardedRef: Ref<HTMLFormElement>,
) {
  const { slot, blank, check, defaults } = kind;
  const shared = useTexts(orderRequestFormTexts, labels);
  const text = {
    ...shared,
    submit: labels?.submit ?? defaults.submit,
    success: labels?.success ?? defaults.success,
    failure: labels?.failure ?? defaults.failure,
  };
  const [values, setValues] = useState<V>(() => ({ ...blank, orderId: defaultOrderId }) as V);
  const [found, setErrors] = useState<Partial<Record<string, string>>>({});
  // Kept as the rule gave them, shown in the form's language.
  const errors = errorTexts ? inLanguage(found, errorTexts) : found;
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const set =
    <K extends keyof V>(name: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const field = (name: TextKey<V>) => ({
    name,
    isRequired: true as const,
    value: values[name] as string,
    onChange: set(name) as (value: string) => void,
    errorMessage: errors[name],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = check(values);
    setOutcome(null);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
      setValues({ ...blank, orderId: '' } as V);
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
      data-slot={slot}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cx('sd:flex sd:flex-col sd:gap-4', className)}
    >
      <TextField label={text.orderId} autoComplete="off" spellCheck="false" {...field('orderId' as TextKey<V>)} />
      {children({ values, set, errors, field })}
      <Button type="submit" isPending={submitting} pendingLabel={text.submitting} className="sd:self-start">
        {text.submit}
      </Button>
      <p
        data-slot={`${slot}-message`}
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={cx('sd:text-sm', outcome?.ok ? 'sd:text-success' : 'sd:text-danger')}
      >
        {outcome?.text}
      </p>
    </form>
  );
}

/**
 * The frame of the cancel and return forms (spec §2.21): order id, the kind's own fields, submit and a live message.
 * A submit checks the values with the kind's commerce rule (the first broken field gets focus), sends the clean
 * request, then clears the form and says so, or keeps the values and shows the server's message (else `failure`).
 * Other props are the root `<form>`'s HTML attributes, spread on it with `ref`; its own `data-slot`, `noValidate`
 * and submit handler win.
 */
export const OrderRequestForm = /* @__PURE__ */ forwardRef(OrderRequestFormInner) as <V extends { orderId: string }, D>(
  props: OrderRequestFormProps<V, D> & { ref?: Ref<HTMLFormElement> },
) => ReturnType<typeof OrderRequestFormInner>;
