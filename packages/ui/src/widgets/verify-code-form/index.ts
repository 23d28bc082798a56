export { VerifyCodeForm, type VerifyCodeFormProps } from './verify-code-form';
