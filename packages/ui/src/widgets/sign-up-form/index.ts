export { SignUpForm, type SignUpFormLabels, type SignUpFormProps, type SignUpValues } from './sign-up-form';
