import {
  ALL_FIELDS_REQUIRED_MESSAGE,
  COUNTRY,
  PHONE_COUNTRY_CODE,
  PHONE_INVALID_MESSAGE,
  PROVINCES,
  changeProvince,
  checkCheckoutAddress,
  citiesOf,
  type Address,
} from '@sauda/commerce';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type ComponentPropsWithoutRef,
} from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';
import { Button } from '../../primitives/button';
import { Select } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { checkoutFormTexts } from './texts/en';

type FieldName = Exclude<keyof Address, 'country'>;
type FieldErrors = Partial<Record<FieldName, string>>;

/** Texts of the checkout form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface CheckoutFormLabels {
  /** @default 'Delivery address' */
  title?: string;
  /** @default 'Full Name' */
  fullName?: string;
  /** @default 'Country' */
  country?: string;
  /** @default 'Street Address' */
  streetAddressLine1?: string;
  /** @default 'House number and street name' */
  streetAddressLine1Placeholder?: string;
  /** @default 'Apartment, suite, unit, etc. (optional)' */
  streetAddressLine2?: string;
  /** @default 'Province' */
  state?: string;
  /** @default 'Select a province' */
  statePlaceholder?: string;
  /** @default 'City' */
  city?: string;
  /** @default 'Select a city' */
  cityPlaceholder?: string;
  /** Shown under the city while it is disabled. @default 'Select a province first.' */
  cityHint?: string;
  /** @default 'Postcode (optional)' */
  zipCode?: string;
  /** @default 'Phone' */
  phoneNumber?: string;
  /** @default '3XXXXXXXXX' */
  phonePlaceholder?: string;
  /** @default 'Email Address' */
  email?: string;
  /** @default 'Place Order' */
  submit?: string;
  /** @default 'Placing Order...' */
  submitting?: string;
  /** Shown under each required field left empty (commerce's rule). @default 'All fields are required.' */
  required?: string;
  /**
   * Shown under a phone that is not a Pakistani mobile number (commerce's rule).
   * @default 'Phone number must be a valid Pakistani number (10 digits, starting with 3)'
   */
  phoneInvalid?: string;
}

export interface CheckoutFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /**
   * Called with the checked address once every required field is filled: trimmed, country always 'Pakistan', the
   * phone in its stored form ('3001234567' however it was typed), the postcode '' when none was given.
   */
  onSubmit: (address: Address) => void;
  /** Initial values, e.g. the saved address or a kept draft. The country is always Pakistan whatever is passed. */
  defaultValues?: Partial<Address>;
  /** Called with the values as typed after every change, e.g. to keep a draft that survives a reload. */
  onValuesChange?: (values: Address) => void;
  /**
   * Shows a spinner on the submit button and blocks it while the order is being placed.
   * @default false
   */
  isSubmitting?: boolean;
  /** A failure to show above the submit button, e.g. 'Error placing order: Out of stock'. The values stay. */
  error?: string | null;
  /**
   * Shows the form's own submit button. Hide it to place the button elsewhere (give the form an `id` and the button
   * `form={id}` and `type="submit"`).
   * @default true
   */
  showSubmit?: boolean;
  /** The form element's id. */
  id?: string;
  /** Content between the fields and the submit button, e.g. the payment method. */
  children?: ReactNode;
  /**
   * Texts of the form, each replacing the language's own (English by default, `CheckoutFormLabels`); the validation
   * messages are commerce's rule's, shown in the language's words.
   */
  labels?: CheckoutFormLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const FIELD_NAMES: readonly FieldName[] = [
  'fullName',
  'streetAddressLine1',
  'streetAddressLine2',
  'state',
  'city',
  'zipCode',
  'phoneNumber',
  'email',
];

function initialValues(defaults: Partial<Address> | undefined): Address {
  return {
    fullName: defaults?.fullName ?? '',
    country: COUNTRY,
    streetAddressLine1: defaults?.streetAddressLine1 ?? '',
    streetAddressLine2: defaults?.streetAddressLine2 ?? '',
    city: defaults?.city ?? '',
    state: defaults?.state ?? '',
    zipCode: defaults?.zipCode ?? '',
    phoneNumber: defaults?.phoneNumber ?? '',
    email: defaults?.email ?? '',
  };
}

/**
 * The checkout's delivery address (spec §2.7 'Billing Details', §5): every field required ('All fields are required.'
 * under each empty one) except the second address line and the postcode (optional in Sauda: most Pakistani addresses
 * have none); country fixed to Pakistan and read-only; the city list depends on the province, is disabled until one
 * is chosen and is cleared when it changes; the phone carries the +92 prefix and is accepted as typed
 * ('03001234567', '+92 300 1234567', '0300-1234567'…). A failed submit keeps every value and moves focus to the first
 * field in error.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate` and submit handler win.
 */
export const CheckoutForm = /* @__PURE__ */ forwardRef<HTMLFormElement, CheckoutFormProps>(function CheckoutForm(
  {
    onSubmit,
    defaultValues,
    onValuesChange,
    isSubmitting = false,
    error,
    showSubmit = true,
    id,
    children,
    labels,
    className,
    ...rest
  },
  forwardedRef,
) {
  const text = useTexts(checkoutFormTexts, labels);
  const errorTexts: Partial<Record<string, string>> = {
    [ALL_FIELDS_REQUIRED_MESSAGE]: text.required,
    [PHONE_INVALID_MESSAGE]: text.phoneInvalid,
  };
  /** A message of commerce's rule in the form's words; one the texts do not name stays as the rule gave it. */
  const shown = (message: string | undefined) => (message === undefined ? message : (errorTexts[message] ?? message));
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Address>(() => initialValues(defaultValues));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);

  const provinceItems = useMemo(() => PROVINCES.map((name) => ({ id: name, label: name })), []);
  const cityItems = useMemo(() => citiesOf(values.state).map((name) => ({ id: name, label: name })), [values.state]);
  const hasProvince = cityItems.length > 0;

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>(
        '[data-invalid] [data-slot="text-field-input"], [data-invalid] [data-slot="select-trigger"]',
      )
      ?.focus();
  }, [focusRequest]);

  function clearError(...names: FieldName[]) {
    setErrors((current) => {
      if (!names.some((name) => current[name])) return current;
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
  }

  /** Takes what the shopper changed and reports it (the initial values are the caller's own, so not reported). */
  function change(next: Address) {
    setValues(next);
    onValuesChange?.(next);
  }

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    errorMessage: shown(errors[name]),
    onChange: (value: string) => {
      change({ ...values, [name]: value });
      clearError(name);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const result = checkCheckoutAddress(values);
    if (result.ok) {
      setErrors({});
      onSubmit(result.data);
      return;
    }
    const found: FieldErrors = {};
    for (const [name, message] of Object.entries(result.errors)) {
      if ((FIELD_NAMES as readonly string[]).includes(name)) found[name as FieldName] = message;
    }
    setErrors(found);
    setFocusRequest((count) => count + 1);
  }

  const mergedRef = useMergedRefs(formRef, forwardedRef);
  return (
    <form
      {...rest}
      ref={mergedRef}
      id={id}
      data-slot="checkout-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className={cx('sd:flex sd:flex-col sd:gap-4 sd:text-fg', className)}
    >
      <h2 id={titleId} data-slot="checkout-form-title" className="sd:text-lg sd:font-semibold">
        {text.title}
      </h2>
      <div data-slot="checkout-form-fields" className="sd:grid sd:grid-cols-1 sd:gap-4 sd:sm:grid-cols-2">
        <TextField
          label={text.fullName}
          autoComplete="name"
          isRequired
          className="sd:sm:col-span-2"
          {...field('fullName')}
        />
        <TextField
          label={text.country}
          name="country"
          value={COUNTRY}
          isReadOnly
          autoComplete="country-name"
          className="sd:sm:col-span-2"
        />
        <TextField
          label={text.streetAddressLine1}
          placeholder={text.streetAddressLine1Placeholder}
          autoComplete="address-line1"
          isRequired
          className="sd:sm:col-span-2"
          {...field('streetAddressLine1')}
        />
        <TextField
          label={text.streetAddressLine2}
          autoComplete="address-line2"
          className="sd:sm:col-span-2"
          {...field('streetAddressLine2')}
        />
        <Select
          label={text.state}
          name="state"
          placeholder={text.statePlaceholder}
          items={provinceItems}
          selectedKey={values.state || null}
          onSelectionChange={(key) => {
            const province = key == null ? '' : String(key);
            if (values.state !== province) change(changeProvince(values, province));
            clearError('state');
          }}
          autoComplete="address-level1"
          isRequired
          errorMessage={shown(errors.state)}
        />
        <Select
          label={text.city}
          name="city"
          placeholder={text.cityPlaceholder}
          items={cityItems}
          selectedKey={values.city || null}
          onSelectionChange={(key) => {
            change({ ...values, city: key == null ? '' : String(key) });
            clearError('city');
          }}
          isDisabled={!hasProvince}
          description={hasProvince ? undefined : text.cityHint}
          autoComplete="address-level2"
          isRequired
          errorMessage={shown(errors.city)}
        />
        <TextField label={text.zipCode} autoComplete="postal-code" inputMode="numeric" {...field('zipCode')} />
        <TextField
          label={text.phoneNumber}
          type="tel"
          prefix={PHONE_COUNTRY_CODE}
          placeholder={text.phonePlaceholder}
          autoComplete="tel-national"
          inputMode="tel"
          isRequired
          {...field('phoneNumber')}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="email"
          isRequired
          className="sd:sm:col-span-2"
          {...field('email')}
        />
      </div>
      {children}
      {error && (
        <p data-slot="checkout-form-error" role="alert" className="sd:text-sm sd:text-danger">
          {error}
        </p>
      )}
      {showSubmit && (
        <Button type="submit" fullWidth isPending={isSubmitting} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
      )}
    </form>
  );
});
