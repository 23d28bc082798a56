export { PasswordField, type PasswordFieldLabels, type PasswordFieldProps } from './password-field';
