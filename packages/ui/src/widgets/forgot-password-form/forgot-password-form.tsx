import { checkForgotPassword } from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { Link } from '../../primitives/link';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { AuthDone, EmailField } from '../login-form/auth-parts';
import { useAuthForm } from '../login-form/use-auth-form';
import { forgotPasswordFormTexts } from './texts/en';

/**
 * Texts of the forgot-password form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`.
 * The validation messages come from commerce.
 */
export interface ForgotPasswordFormLabels {
  /** The form's heading. @default 'Forgot your password?' */
  title?: string;
  /**
   * The line under the heading.
   * @default "Enter your account's email address and we will send you a 6-digit code to reset your password."
   */
  description?: string;
  /** Label of the e-mail field. @default 'Email' */
  email?: string;
  /** The submit button. @default 'Send Reset Code' */
  submit?: string;
  /** The submit button while the request is under way. @default 'Sending...' */
  submitting?: string;
  /** The confirmation once the code was sent. @default (email) => `We have sent a reset code to ${email}.` */
  sent?: (email: string) => string;
  /** The link onwards once the code was sent. @default 'Enter Reset Code' */
  verify?: string;
  /** The footer's link. @default 'Back to Login' */
  login?: string;
}

export interface ForgotPasswordFormProps extends AuthFormFrameProps {
  /** Called with the trimmed e-mail address; a blank one shows 'Email is required' and sends nothing. */
  onSubmit: (email: string) => void;
  /**
   * The code was sent: the field and button give way to a confirmation naming the address and a link onwards.
   * @default false
   */
  sent?: boolean;
  /** The address to start with, e.g. from the login form. */
  defaultEmail?: string;
  /**
   * Where 'Back to Login' goes.
   * @default '/user/login'
   */
  loginHref?: string;
  /**
   * Where 'Enter Reset Code' goes once the code was sent.
   * @default '/user/forgot-password/verify'
   */
  verifyHref?: string;
  /** Texts of the form, each replacing the language's own (English by default, `ForgotPasswordFormLabels`). */
  labels?: ForgotPasswordFormLabels;
}

/**
 * Forgot password (spec §2.17): an email field ('Email is required'), 'Send Reset Code' and a link back to
 * /user/login; once `sent`, a confirmation with the address and a link to the code page.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate`, `aria-labelledby` and
 * submit handler win.
 */
export const ForgotPasswordForm = /* @__PURE__ */ forwardRef<HTMLFormElement, ForgotPasswordFormProps>(
  function ForgotPasswordForm(
    { onSubmit, sent = false, defaultEmail = '', loginHref, verifyHref, labels, ...frame },
    ref,
  ) {
    const text = useTexts(forgotPasswordFormTexts, labels);
    const initial = { email: defaultEmail };
    const form = useAuthForm({ frame, ref, text, initial, check: checkForgotPassword, onValid: onSubmit });
    const verify = verifyHref ?? '/user/forgot-password/verify';
    return (
      <AuthForm
        {...form.frame}
        slot="forgot-password-form"
        status={sent && text.sent(form.values.email.trim())}
        footer={<Link href={loginHref ?? '/user/login'}>{text.login}</Link>}
      >
        <AuthDone slot="forgot-password-form" done={sent} href={verify} label={text.verify}>
          <EmailField label={text.email} field={form.field('email')} />
          <AuthSubmit pending={form.pending} pendingLabel={text.submitting}>
            {text.submit}
          </AuthSubmit>
        </AuthDone>
      </AuthForm>
    );
  },
);
