import { PHONE_COUNTRY_CODE, checkSignUp, type SignUp } from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { TextField } from '../../primitives/text-field';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { AuthFooterLink, EmailField } from '../login-form/auth-parts';
import { useAuthForm } from '../login-form/use-auth-form';
import { NewPasswordFields } from '../password-field/new-password-fields';
import { signUpFormTexts } from './texts/en';

/**
 * What a sign-up sends: trimmed name and e-mail, the phone as ten digits after +92 however it was typed
 * ('03001234567', '+92 300 1234567', '0300-1234567'…), and the password as typed.
 */
export type SignUpValues = SignUp;

/**
 * Texts of the sign-up form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. The
 * validation messages come from commerce.
 */
export interface SignUpFormLabels {
  /** The form's heading. @default 'Create an account' */
  title?: string;
  /** The line under the heading. @default 'Shop from sellers all over Pakistan with one account.' */
  description?: string;
  /** Label of the name field. @default 'Full Name' */
  name?: string;
  /** Label of the e-mail field. @default 'Email' */
  email?: string;
  /** Label of the phone field. @default 'Phone Number' */
  phone?: string;
  /** Placeholder of the phone field, after '+92'. @default '314XXXX910' */
  phonePlaceholder?: string;
  /** Label of the password field. @default 'Password' */
  password?: string;
  /** The password rule, under the password field. @default NEW_PASSWORD_HINT */
  passwordHint?: string;
  /** Label of the password's confirmation. @default 'Confirm Password' */
  confirmPassword?: string;
  /** The submit button. @default 'Create Account' */
  submit?: string;
  /** The submit button while the request is under way. @default 'Creating Account...' */
  submitting?: string;
  /** The footer's lead-in before the login link. @default 'Already have an account?' */
  haveAccount?: string;
  /** The footer's link to log in. @default 'Login' */
  login?: string;
  /** Name of the passwords' toggles while the password is hidden. @default 'Show password' */
  showPassword?: string;
  /** Name of the passwords' toggles while the password is shown. @default 'Hide password' */
  hidePassword?: string;
}

export interface SignUpFormProps extends AuthFormFrameProps {
  /** Called with checked values only; every broken field shows the spec's message under it and nothing is sent. */
  onSubmit: (values: SignUpValues) => void;
  /**
   * Where 'Login' goes.
   * @default '/user/login'
   */
  loginHref?: string;
  /** Texts of the form, each replacing the language's own (English by default, `SignUpFormLabels`). */
  labels?: SignUpFormLabels;
}

/**
 * Sign-up: name, e-mail, a phone after a fixed '+92' (a mobile number as typed, sent as ten digits), a password
 * following the spec's rule and its confirmation ('Passwords do not match!'), a 'Create Account' button and a link to
 * /user/login.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate`, `aria-labelledby` and
 * submit handler win.
 */
export const SignUpForm = /* @__PURE__ */ forwardRef<HTMLFormElement, SignUpFormProps>(function SignUpForm(
  { onSubmit, loginHref = '/user/login', labels, ...frame },
  ref,
) {
  const text = useTexts(signUpFormTexts, labels);
  const initial = { name: '', email: '', phone: '', password: '', confirmPassword: '' };
  const form = useAuthForm({ frame, ref, text, initial, check: checkSignUp, onValid: onSubmit });
  const footer = (
    <AuthFooterLink lead={text.haveAccount} href={loginHref}>
      {text.login}
    </AuthFooterLink>
  );
  return (
    <AuthForm {...form.frame} slot="sign-up-form" footer={footer}>
      <TextField label={text.name} autoComplete="name" isRequired {...form.field('name')} />
      <EmailField label={text.email} field={form.field('email')} />
      <TextField
        label={text.phone}
        type="tel"
        prefix={PHONE_COUNTRY_CODE}
        placeholder={text.phonePlaceholder}
        autoComplete="tel-national"
        inputMode="tel"
        isRequired
        {...form.field('phone')}
      />
      <NewPasswordFields field={form.field} label={text.password} text={text} />
      <AuthSubmit pending={form.pending} pendingLabel={text.submitting}>
        {text.submit}
      </AuthSubmit>
    </AuthForm>
  );
});
