export { VerifyCodeForm, type VerifyCodeFormLabels, type VerifyCodeFormProps } from './verify-code-form';
