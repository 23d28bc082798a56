import type { AuthFieldProps } from '../login-form/use-auth-form';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  /** Binds a field of the form's state: the password and its confirmation. */
  field: (name: 'password' | 'confirmPassword') => AuthFieldProps;
  /** Label of the first field ('Password', 'New Password'). */
  label: string;
  /** The form's texts: the rule hint under the first field, the second's label and the show/hide toggles. */
  text: { passwordHint: string; confirmPassword: string; showPassword?: string; hidePassword?: string };
}

/** A new password typed twice (sign-up, reset): both offered to password managers as a new password. */
export function NewPasswordFields({ field, label, text }: NewPasswordFieldsProps) {
  const toggle = { show: text.showPassword, hide: text.hidePassword };
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        description={text.passwordHint}
        isRequired
        labels={toggle}
        {...field('password')}
      />
      <PasswordField
        label={text.confirmPassword}
        autoComplete="new-password"
        isRequired
        labels={toggle}
        {...field('confirmPassword')}
      />
    </>
  );
}
