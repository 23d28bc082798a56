import { contactFormErrors } from '@sauda/commerce';
import { useState, type FormEvent, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '../../primitives/button';
import { TextArea } from '../../primitives/text-area';
import { TextField } from '../../primitives/text-field';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { contactFormTexts } from './texts/en';

/** What the contact form sends. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Texts of the form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface ContactFormLabels {
  /** @default 'Name' */
  name?: string;
  /** @default 'Email' */
  email?: string;
  /** @default 'Message' */
  message?: string;
  /** @default 'Send Message' */
  submit?: string;
  /** The button's text while sending. @default 'Sending...' */
  sending?: string;
  /** Shown once the message was delivered. @default 'Thank you! Your message has been sent. We will reply soon.' */
  sent?: string;
}

export interface ContactFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'children' | 'onSubmit'> {
  /**
   * Sends the message. Resolve when it was delivered (the form clears and confirms); reject with an Error whose
   * message says why (the form keeps every field and shows it).
   */
  onSubmit: (message: ContactMessage) => Promise<void>;
  /** Texts of the form, each replacing the language's own (English by default, `ContactFormLabels`). */
  labels?: ContactFormLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const empty: ContactMessage = { name: '', email: '', message: '' };

/** Name, email and message (spec §2.18), checked with commerce's rules, sent through `onSubmit`. *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const ContactForm = /* @__PURE__ */ forwardRef<HTMLFormElement, ContactFormProps>(function ContactForm(
  { onSubmit, labels, className, ...rest },
  ref,
) {
  const text = useTexts(contactFormTexts, labels);
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<ReturnType<typeof contactFormErrors>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const field = (name: keyof ContactMessage) => ({
    value: values[name],
    errorMessage: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome(null);
      return;
    }
    setSending(true);
    try {
      await onSubmit({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
      setValues(empty);
      setOutcome({ ok: true, text: text.sent });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      {...rest}
      ref={ref}
      data-slot="contact-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cx('sd:flex sd:flex-col sd:gap-4', className)}
    >
      <TextField label={text.name} autoComplete="name" isRequired {...field('name')} />
      <TextField label={text.email} type="email" autoComplete="email" isRequired {...field('email')} />
      <TextArea label={text.message} isRequired {...field('message')} />
      <Button type="submit" isPending={sending} pendingLabel={text.sending} className="sd:self-start">
        {text.submit}
      </Button>
      <p
        data-slot="contact-form-outcome"
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={cx('sd:text-sm', outcome?.ok ? 'sd:text-success' : 'sd:text-danger')}
      >
        {outcome?.text}
      </p>
    </form>
  );
});
