export { ResetPasswordForm, type ResetPasswordFormLabels, type ResetPasswordFormProps } from './reset-password-form';
