export { ForgotPasswordForm, type ForgotPasswordFormProps } from './forgot-password-form';
