export { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';
