export { LoginForm, type LoginFormProps, type LoginValues } from './login-form';
