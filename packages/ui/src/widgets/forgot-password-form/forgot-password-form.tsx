import { checkForgotPassword } from '@sauda/commerce';
import { Link } from '../../primitives/link';
import { TextField } from '../../primitives/text-field';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { useAuthForm } from '../login-form/use-auth-form';
import { useFocusWhenShown } from '../login-form/use-focus-when-shown';
import { forwardRef } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';

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
  /** Texts of the form, in English by default. */
  labels?: {
    /** @default 'Forgot your password?' */
    title?: string;
    /** @default "Enter your account's email address and we will send you a 6-digit code to reset your password." */
    description?: string;
    /** @default 'Email' */
    email?: string;
    /** @default 'Send Reset Code' */
    submit?: string;
    /** @default 'Sending...' */
    submitting?: string;
    /** @default (email) => `We have sent a reset code to ${email}.` */
    sent?: (email: string) => string;
    /** @default 'Enter Reset Code' */
    verify?: string;
    /** @default 'Back to Login' */
    login?: string;
  };
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
    {
      onSubmit,
      sent = false,
      defaultEmail = '',
      loginHref = '/user/login',
      verifyHref = '/user/forgot-password/verify',
      pending = false,
      labels,
      ...frame
    },
    forwardedRef,
  ) {
    const text = {
      title: labels?.title ?? 'Forgot your password?',
      description:
        labels?.description ??
        "Enter your account's email address and we will send you a 6-digit code to reset your password.",
      email: labels?.email ?? 'Email',
      submit: labels?.submit ?? 'Send Reset Code',
      submitting: labels?.submitting ?? 'Sending...',
      sent: labels?.sent ?? ((email: string) => `We have sent a reset code to ${email}.`),
      verify: labels?.verify ?? 'Enter Reset Code',
      login: labels?.login ?? 'Back to Login',
    };
    const { ref, values, field, submit } = useAuthForm({
      initial: { email: defaultEmail },
      check: checkForgotPassword,
      onValid: onSubmit,
      pending,
    });
    const next = useFocusWhenShown<HTMLDivElement>(sent);

    const formRef = useMergedRefs(ref, forwardedRef);
    return (
      <AuthForm
        {...frame}
        ref={formRef}
        slot="forgot-password-form"
        title={text.title}
        description={text.description}
        status={sent && text.sent(values.email.trim())}
        onSubmit={submit}
        footer={<Link href={loginHref}>{text.login}</Link>}
      >
        {sent ? (
          <div ref={next} data-slot="forgot-password-form-next" className="flex flex-col">
            <Link href={verifyHref} variant="button" size="lg">
              {text.verify}
            </Link>
          </div>
        ) : (
          <>
            <TextField
              label={text.email}
              type="email"
              autoComplete="email"
              spellCheck="false"
              isRequired
              {...field('email')}
            />
            <AuthSubmit pending={pending} pendingLabel={text.submitting}>
              {text.submit}
            </AuthSubmit>
          </>
        )}
      </AuthForm>
    );
  },
);
