export { SignUpForm, type SignUpFormProps, type SignUpValues } from './sign-up-form';
