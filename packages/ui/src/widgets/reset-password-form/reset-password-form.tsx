import { PASSWORD_RESET_SUCCESS_MESSAGE, PASSWORDS_DO_NOT_MATCH_MESSAGE, checkNewPassword } from '@sauda/commerce';
import { Link } from '../../primitives/link';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { useAuthForm } from '../login-form/use-auth-form';
import { useFocusWhenShown } from '../login-form/use-focus-when-shown';
import { NewPasswordFields } from '../password-field/new-password-fields';
import { NEW_PASSWORD_HINT } from '../password-field/password-hint';
import { forwardRef } from 'react';
import { useMergedRefs } from '../../lib/use-merged-refs';

export interface ResetPasswordFormProps extends AuthFormFrameProps {
  /** Called with the new password once it follows the rule and both entries match; otherwise nothing is sent. */
  onSubmit: (newPassword: string) => void;
  /**
   * Shown under Confirm Password when the two differ. The help-area page passes 'Passwords do not match.'.
   * @default 'Passwords do not match!'
   */
  mismatchMessage?: string;
  /**
   * The password was reset: the fields give way to `successMessage` and a link to log in.
   * @default false
   */
  success?: boolean;
  /**
   * Text of the success state.
   * @default 'Your password has been reset successfully.'
   */
  successMessage?: string;
  /**
   * Where the login links go (the help-area page passes '/login').
   * @default '/user/login'
   */
  loginHref?: string;
  /** Other texts, in English by default (the validation messages come from commerce). */
  labels?: {
    /** @default 'Reset your password' */
    title?: string;
    /** @default 'Choose a new password for your account.' */
    description?: string;
    /** @default 'New Password' */
    newPassword?: string;
    /** @default 'Use 9 or more characters with a capital letter and one of !@#$%^&*' */
    passwordHint?: string;
    /** @default 'Confirm Password' */
    confirmPassword?: string;
    /** @default 'Reset Password' */
    submit?: string;
    /** @default 'Resetting...' */
    submitting?: string;
    /** Link under the fields. @default 'Back to Login' */
    backToLogin?: string;
    /** Button of the success state. @default 'Go to Login' */
    login?: string;
    /** @default 'Show password' */
    showPassword?: string;
    /** @default 'Hide password' */
    hidePassword?: string;
  };
}

/**
 * New password (spec §2.17, §5): New Password and Confirm Password with show/hide toggles, the spec's rule message,
 * a configurable mismatch message and 'Reset Password'; once `success`, the success text and a link to log in.
 *
 * Other props are the root `<form>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers, `action`…),
 * spread on it with `ref`; `className` is merged, and the form's own `data-slot`, `noValidate`, `aria-labelledby` and
 * submit handler win.
 */
export const ResetPasswordForm = /* @__PURE__ */ forwardRef<HTMLFormElement, ResetPasswordFormProps>(
  function ResetPasswordForm(
    {
      onSubmit,
      mismatchMessage = PASSWORDS_DO_NOT_MATCH_MESSAGE,
      success = false,
      successMessage = PASSWORD_RESET_SUCCESS_MESSAGE,
      loginHref = '/user/login',
      pending = false,
      labels,
      ...frame
    },
    forwardedRef,
  ) {
    const text = {
      title: labels?.title ?? 'Reset your password',
      description: labels?.description ?? 'Choose a new password for your account.',
      newPassword: labels?.newPassword ?? 'New Password',
      passwordHint: labels?.passwordHint ?? NEW_PASSWORD_HINT,
      confirmPassword: labels?.confirmPassword ?? 'Confirm Password',
      submit: labels?.submit ?? 'Reset Password',
      submitting: labels?.submitting ?? 'Resetting...',
      backToLogin: labels?.backToLogin ?? 'Back to Login',
      login: labels?.login ?? 'Go to Login',
    };
    const { ref, field, submit } = useAuthForm({
      initial: { password: '', confirmPassword: '' },
      check: (values) => checkNewPassword(values, mismatchMessage),
      onValid: onSubmit,
      pending,
    });
    const next = useFocusWhenShown<HTMLDivElement>(success);

    const formRef = useMergedRefs(ref, forwardedRef);
    return (
      <AuthForm
        {...frame}
        ref={formRef}
        slot="reset-password-form"
        title={text.title}
        description={text.description}
        status={success && successMessage}
        onSubmit={submit}
        footer={success ? undefined : <Link href={loginHref}>{text.backToLogin}</Link>}
      >
        {success ? (
          <div ref={next} data-slot="reset-password-form-next" className="flex flex-col">
            <Link href={loginHref} variant="button" size="lg">
              {text.login}
            </Link>
          </div>
        ) : (
          <>
            <NewPasswordFields
              field={field}
              labels={{ password: text.newPassword, hint: text.passwordHint, confirmPassword: text.confirmPassword }}
              toggleLabels={labels}
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
