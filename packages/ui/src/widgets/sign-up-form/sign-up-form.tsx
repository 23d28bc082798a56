import { PHONE_COUNTRY_CODE, checkSignUp, type SignUp } from '@sauda/commerce';
import { Link } from '../../primitives/link';
import { TextField } from '../../primitives/text-field';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { useAuthForm } from '../login-form/use-auth-form';
import { NewPasswordFields } from '../password-field/new-password-fields';
import { NEW_PASSWORD_HINT } from '../password-field/password-hint';
import { forwardRef } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';

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
  /** Texts of the form, in English by default (the validation messages come from commerce). */
  labels?: {
    /** @default 'Create an account' */
    title?: string;
    /** @default 'Shop from sellers all over Pakistan with one account.' */
    description?: string;
    /** @default 'Full Name' */
    name?: string;
    /** @default 'Email' */
    email?: string;
    /** @default 'Phone Number' */
    phone?: string;
    /** @default '314XXXX910' */
    phonePlaceholder?: string;
    /** @default 'Password' */
    password?: string;
    /** @default 'Use 9 or more characters with a capital letter and one of !@#$%^&*' */
    passwordHint?: string;
    /** @default 'Confirm Password' */
    confirmPassword?: string;
    /** @default 'Create Account' */
    submit?: string;
    /** @default 'Creating Account...' */
    submitting?: string;
    /** @default 'Already have an account?' */
    haveAccount?: string;
    /** @default 'Login' */
    login?: string;
    /** @default 'Show password' */
    showPassword?: string;
    /** @default 'Hide password' */
    hidePassword?: string;
  };
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
  { onSubmit, loginHref = '/user/login', pending = false, labels, ...frame },
  forwardedRef,
) {
  const text = {
    title: labels?.title ?? 'Create an account',
    description: labels?.description ?? 'Shop from sellers all over Pakistan with one account.',
    name: labels?.name ?? 'Full Name',
    email: labels?.email ?? 'Email',
    phone: labels?.phone ?? 'Phone Number',
    phonePlaceholder: labels?.phonePlaceholder ?? '314XXXX910',
    password: labels?.password ?? 'Password',
    passwordHint: labels?.passwordHint ?? NEW_PASSWORD_HINT,
    confirmPassword: labels?.confirmPassword ?? 'Confirm Password',
    submit: labels?.submit ?? 'Create Account',
    submitting: labels?.submitting ?? 'Creating Account...',
    haveAccount: labels?.haveAccount ?? 'Already have an account?',
    login: labels?.login ?? 'Login',
  };
  const { ref, field, submit } = useAuthForm({
    initial: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
    check: checkSignUp,
    onValid: onSubmit,
    pending,
  });

  const formRef = useMergedRefs(ref, forwardedRef);
  return (
    <AuthForm
      {...frame}
      ref={formRef}
      slot="sign-up-form"
      title={text.title}
      description={text.description}
      onSubmit={submit}
      footer={
        <>
          {text.haveAccount} <Link href={loginHref}>{text.login}</Link>
        </>
      }
    >
      <TextField label={text.name} autoComplete="name" isRequired {...field('name')} />
      <TextField
        label={text.email}
        type="email"
        autoComplete="email"
        spellCheck="false"
        isRequired
        {...field('email')}
      />
      <TextField
        label={text.phone}
        type="tel"
        prefix={PHONE_COUNTRY_CODE}
        placeholder={text.phonePlaceholder}
        autoComplete="tel-national"
        inputMode="tel"
        isRequired
        {...field('phone')}
      />
      <NewPasswordFields
        field={field}
        labels={{ password: text.password, hint: text.passwordHint, confirmPassword: text.confirmPassword }}
        toggleLabels={labels}
      />
      <AuthSubmit pending={pending} pendingLabel={text.submitting}>
        {text.submit}
      </AuthSubmit>
    </AuthForm>
  );
});
