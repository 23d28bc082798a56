import { PASSWORDS_DO_NOT_MATCH_MESSAGE, checkNewPassword, type NewPasswordInput } from '@sauda/commerce';
import { forwardRef } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { Link } from '../../primitives/link';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { AuthDone } from '../login-form/auth-parts';
import { useAuthForm } from '../login-form/use-auth-form';
import { NewPasswordFields } from '../password-field/new-password-fields';
import { resetPasswordFormTexts } from './texts/en';

const blankPasswords = { password: '', confirmPassword: '' };

/**
 * Texts of the reset-password form; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`.
 * The validation messages come from commerce.
 */
export interface ResetPasswordFormLabels {
  /** The form's heading. @default 'Reset your password' */
  title?: string;
  /** The line under the heading. @default 'Choose a new password for your account.' */
  description?: string;
  /** Label of the first password field. @default 'New Password' */
  newPassword?: string;
  /** The password rule, under the first field. @default NEW_PASSWORD_HINT */
  passwordHint?: string;
  /** Label of the password's confirmation. @default 'Confirm Password' */
  confirmPassword?: string;
  /** The submit button. @default 'Reset Password' */
  submit?: string;
  /** The submit button while the request is under way. @default 'Resetting...' */
  submitting?: string;
  /** Link under the fields. @default 'Back to Login' */
  backToLogin?: string;
  /** Link of the success state. @default 'Go to Login' */
  login?: string;
  /** Text of the success state, unless `successMessage` is given. @default PASSWORD_RESET_SUCCESS_MESSAGE */
  success?: string;
  /** Name of the passwords' toggles while the password is hidden. @default 'Show password' */
  showPassword?: string;
  /** Name of the passwords' toggles while the password is shown. @default 'Hide password' */
  hidePassword?: string;
}

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
   * @default the language's `success` text ('Your password has been reset successfully.')
   */
  successMessage?: string;
  /**
   * Where the login links go (the help-area page passes '/login').
   * @default '/user/login'
   */
  loginHref?: string;
  /** Other texts, each replacing the language's own (English by default, `ResetPasswordFormLabels`). */
  labels?: ResetPasswordFormLabels;
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
    { onSubmit, mismatchMessage, success = false, successMessage, loginHref, labels, ...frame },
    ref,
  ) {
    const text = useTexts(resetPasswordFormTexts, labels);
    const mismatch = mismatchMessage ?? PASSWORDS_DO_NOT_MATCH_MESSAGE;
    const check = (values: NewPasswordInput) => checkNewPassword(values, mismatch);
    const form = useAuthForm({ frame, ref, text, initial: blankPasswords, check, onValid: onSubmit });
    const login = loginHref ?? '/user/login';
    return (
      <AuthForm
        {...form.frame}
        slot="reset-password-form"
        status={success && (successMessage ?? text.success)}
        footer={success ? undefined : <Link href={login}>{text.backToLogin}</Link>}
      >
        <AuthDone slot="reset-password-form" done={success} href={login} label={text.login}>
          <NewPasswordFields field={form.field} label={text.newPassword} text={text} />
          <AuthSubmit pending={form.pending} pendingLabel={text.submitting}>
            {text.submit}
          </AuthSubmit>
        </AuthDone>
      </AuthForm>
    );
  },
);
