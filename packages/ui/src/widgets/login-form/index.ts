export { LoginForm, type LoginFormLabels, type LoginFormProps, type LoginValues } from './login-form';
