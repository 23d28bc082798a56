import { PHONE_COUNTRY_CODE, checkSignUp, type SignUp } from '@sauda/commerce';
import { forwardRef } from 'react';
import { TextField } from '../../primitives/text-field';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { AuthFooterLink, EmailField } from '../login-form/auth-parts';
import { signUpTexts, withDefaults } from '../login-form/auth-texts';
import { useAuthForm } from '../login-form/use-auth-form';
import { NewPasswordFields } from '../password-field/new-password-fields';

/**
 * What a sign-up sends: trimmed name and e-mail, the phone as ten digits after +92 however it was typed
 * ('03001234567', '+92 300 1234567', '0300-1234567'…), and the password as typed.
 */
export type SignUpValues = SignUp;

export interface SignUpFormProps extends AuthFormFrameProps {
  /** Called with checked values only; every broken field shows the spec's message under it and nothing is sent. */
  onSubmit: (values: SignUpValues) => void;
  /**
   * Where 'Login' goes.
   * @default '/user/login'
   */
  loginHref?: string;
  /**
   * Texts of the form, in English by default ('Create an account', 'Full Name', 'Email', 'Phone Number',
   * '314XXXX910', 'Password' with the rule hint, 'Confirm Password', 'Create Account', 'Creating Account...',
   * 'Already have an account?', 'Login'); the validation messages come from commerce.
   */
  labels?: Partial<typeof signUpTexts>;
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
  const text = withDefaults(labels, signUpTexts);
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
