import { checkForgotPassword } from '@sauda/commerce';
import { forwardRef } from 'react';
import { Link } from '../../primitives/link';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { AuthDone, EmailField } from '../login-form/auth-parts';
import { forgotPasswordTexts, withDefaults } from '../login-form/auth-texts';
import { useAuthForm } from '../login-form/use-auth-form';

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
  /**
   * Texts of the form, in English by default ('Forgot your password?', 'Email', 'Send Reset Code', 'Sending...',
   * `sent`: (email) => `We have sent a reset code to ${email}.`, 'Enter Reset Code', 'Back to Login').
   */
  labels?: Partial<typeof forgotPasswordTexts>;
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
    const text = withDefaults(labels, forgotPasswordTexts);
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
