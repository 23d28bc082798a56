import { checkLogin, type LoginInput } from '@sauda/commerce';
import { Link } from '../../primitives/link';
import { TextField } from '../../primitives/text-field';
import { PasswordField } from '../password-field';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from './auth-form';
import { useAuthForm } from './use-auth-form';
import { forwardRef } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';

/** What a login sends: the trimmed e-mail address or phone number, and the password as typed. */
export type LoginValues = LoginInput;

export interface LoginFormProps extends AuthFormFrameProps {
  /** Called with checked values: a blank or malformed field shows its message under it and sends nothing. */
  onSubmit: (values: LoginValues) => void;
  /** The e-mail address or phone number to start with, e.g. the one just verified. */
  defaultIdentifier?: string;
  /**
   * Where 'Forgot password?' goes.
   * @default '/user/forgot-password'
   */
  forgotPasswordHref?: string;
  /**
   * Where 'Create an account' goes.
   * @default '/user/sign-up'
   */
  signUpHref?: string;
  /** Texts of the form, in English by default. */
  labels?: {
    /** @default 'Login' */
    title?: string;
    /** @default 'Welcome back! Log in to shop, track orders and see your wishlist.' */
    description?: string;
    /** @default 'Email or phone' */
    identifier?: string;
    /** @default 'Password' */
    password?: string;
    /** @default 'Login' */
    submit?: string;
    /** @default 'Logging in...' */
    submitting?: string;
    /** @default 'Forgot password?' */
    forgotPassword?: string;
    /** @default 'New here?' */
    noAccount?: string;
    /** @default 'Create an account' */
    signUp?: string;
    /** @default 'Show password' */
    showPassword?: string;
    /** @default 'Hide password' */
    hidePassword?: string;
  };
}

/**
 * Login: 'Email or phone' and the password, a 'Login' button, and links to /user/forgot-password and
 * /user/sign-up. The identifier must be an e-mail address or a Pakistani mobile number.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate`, `aria-labelledby` and
 * submit handler win.
 */
export const LoginForm = /* @__PURE__ */ forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm(
  {
    onSubmit,
    defaultIdentifier = '',
    forgotPasswordHref = '/user/forgot-password',
    signUpHref = '/user/sign-up',
    pending = false,
    labels,
    ...frame
  },
  forwardedRef,
) {
  const text = {
    title: labels?.title ?? 'Login',
    description: labels?.description ?? 'Welcome back! Log in to shop, track orders and see your wishlist.',
    identifier: labels?.identifier ?? 'Email or phone',
    password: labels?.password ?? 'Password',
    submit: labels?.submit ?? 'Login',
    submitting: labels?.submitting ?? 'Logging in...',
    forgotPassword: labels?.forgotPassword ?? 'Forgot password?',
    noAccount: labels?.noAccount ?? 'New here?',
    signUp: labels?.signUp ?? 'Create an account',
  };
  const { ref, field, submit } = useAuthForm({
    initial: { identifier: defaultIdentifier, password: '' },
    check: checkLogin,
    onValid: onSubmit,
    pending,
  });

  const formRef = useMergedRefs(ref, forwardedRef);
  return (
    <AuthForm
      {...frame}
      ref={formRef}
      slot="login-form"
      title={text.title}
      description={text.description}
      onSubmit={submit}
      footer={
        <>
          {text.noAccount} <Link href={signUpHref}>{text.signUp}</Link>
        </>
      }
    >
      <TextField
        label={text.identifier}
        autoComplete="username"
        inputMode="email"
        spellCheck="false"
        isRequired
        {...field('identifier')}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={text.password}
          autoComplete="current-password"
          isRequired
          labels={{ show: labels?.showPassword, hide: labels?.hidePassword }}
          {...field('password')}
        />
        <p data-slot="login-form-forgot-password" className="self-end text-sm">
          <Link href={forgotPasswordHref}>{text.forgotPassword}</Link>
        </p>
      </div>
      <AuthSubmit pending={pending} pendingLabel={text.submitting}>
        {text.submit}
      </AuthSubmit>
    </AuthForm>
  );
});
