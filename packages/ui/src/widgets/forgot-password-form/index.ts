export {
  ForgotPasswordForm,
  type ForgotPasswordFormLabels,
  type ForgotPasswordFormProps,
} from './forgot-password-form';
