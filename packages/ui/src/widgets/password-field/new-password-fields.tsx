import type { AuthFieldProps } from '../login-form/use-auth-form';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  /** Binds a field of the form's state: the password and its confirmation. */
  field: (name: 'password' | 'confirmPassword') => AuthFieldProps;
  /** Labels and the rule hint under the first field. */
  labels: { password: string; hint: string; confirmPassword: string };
  /** The form's texts for the show/hide toggles. */
  toggleLabels?: { showPassword?: string; hidePassword?: string };
}

/** A new password typed twice (sign-up, reset): both offered to password managers as a new password. */
export function NewPasswordFields({ field, labels, toggleLabels }: NewPasswordFieldsProps) {
  const toggle = { show: toggleLabels?.showPassword, hide: toggleLabels?.hidePassword };
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        description={labels.hint}
        isRequired
        labels={toggle}
        {...field('password')}
      />
      <PasswordField
        label={labels.confirmPassword}
        autoComplete="new-password"
        isRequired
        labels={toggle}
        {...field('confirmPassword')}
      />
    </>
  );
}
