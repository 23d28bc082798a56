import {
  PASSWORD_RESET_SUCCESS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  checkNewPassword,
  type NewPasswordInput,
} from '@sauda/commerce';
import { forwardRef } from 'react';
import { Link } from '../../primitives/link';
import { AuthForm, AuthSubmit, type AuthFormFrameProps } from '../login-form/auth-form';
import { AuthDone } from '../login-form/auth-parts';
import { resetPasswordTexts, withDefaults } from '../login-form/auth-texts';
import { useAuthForm } from '../login-form/use-auth-form';
import { NewPasswordFields } from '../password-field/new-password-fields';

const blankPasswords = { password: '', confirmPassword: '' };

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
  /**
   * Other texts, in English by default ('Reset your password', 'New Password' with the rule hint, 'Confirm
   * Password', 'Reset Password', 'Resetting...', 'Back to Login', 'Go to Login'); the validation messages come from
   * commerce.
   */
  labels?: Partial<typeof resetPasswordTexts>;
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
    const text = withDefaults(labels, resetPasswordTexts);
    const mismatch = mismatchMessage ?? PASSWORDS_DO_NOT_MATCH_MESSAGE;
    const check = (values: NewPasswordInput) => checkNewPassword(values, mismatch);
    const form = useAuthForm({ frame, ref, text, initial: blankPasswords, check, onValid: onSubmit });
    const login = loginHref ?? '/user/login';
    return (
      <AuthForm
        {...form.frame}
        slot="reset-password-form"
        status={success && (successMessage ?? PASSWORD_RESET_SUCCESS_MESSAGE)}
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
