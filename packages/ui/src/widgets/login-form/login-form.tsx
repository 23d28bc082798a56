import { checkLogin, type LoginInput } from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { Link } from '../../primitives/link';
import { TextField } from '../../primitives/text-field';
import { PasswordField } from '../password-field';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from './auth-form';
import { AuthFooterLink } from './auth-parts';
import { loginFormTexts } from './texts/en';
import { useAuthForm } from './use-auth-form';

/** What a login sends: the trimmed e-mail address or phone number, and the password as typed. */
export type LoginValues = LoginInput;

/**
 * Texts of the login form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. The
 * validation messages come from commerce.
 */
export interface LoginFormLabels {
  /** The form's heading. @default 'Login' */
  title?: string;
  /** The line under the heading. @default 'Welcome back! Log in to shop, track orders and see your wishlist.' */
  description?: string;
  /** Label of the e-mail or phone field. @default 'Email or phone' */
  identifier?: string;
  /** Label of the password field. @default 'Password' */
  password?: string;
  /** The submit button. @default 'Login' */
  submit?: string;
  /** The submit button while the request is under way. @default 'Logging in...' */
  submitting?: string;
  /** The link under the password. @default 'Forgot password?' */
  forgotPassword?: string;
  /** The footer's lead-in before the sign-up link. @default 'New here?' */
  noAccount?: string;
  /** The footer's link to sign up. @default 'Create an account' */
  signUp?: string;
  /** Name of the password's toggle while the password is hidden. @default 'Show password' */
  showPassword?: string;
  /** Name of the password's toggle while the password is shown. @default 'Hide password' */
  hidePassword?: string;
}

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
  /** Texts of the form, each replacing the language's own (English by default, `LoginFormLabels`). */
  labels?: LoginFormLabels;
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
    labels,
    ...frame
  },
  ref,
) {
  const text = useTexts(loginFormTexts, labels);
  const initial = { identifier: defaultIdentifier, password: '' };
  const form = useAuthForm({ frame, ref, text, initial, check: checkLogin, onValid: onSubmit });
  const footer = (
    <AuthFooterLink lead={text.noAccount} href={signUpHref}>
      {text.signUp}
    </AuthFooterLink>
  );
  return (
    <AuthForm {...form.frame} slot="login-form" footer={footer}>
      <TextField
        label={text.identifier}
        autoComplete="username"
        inputMode="email"
        spellCheck="false"
        isRequired
        {...form.field('identifier')}
      />
      <div className="sd:flex sd:flex-col sd:gap-2">
        <PasswordField
          label={text.password}
          autoComplete="current-password"
          isRequired
          labels={{ show: text.showPassword, hide: text.hidePassword }}
          {...form.field('password')}
        />
        <p data-slot="login-form-forgot-password" className="sd:self-end sd:text-sm">
          <Link href={forgotPasswordHref}>{text.forgotPassword}</Link>
        </p>
      </div>
      <AuthSubmit pending={form.pending} pendingLabel={text.submitting}>
        {text.submit}
      </AuthSubmit>
    </AuthForm>
  );
});
