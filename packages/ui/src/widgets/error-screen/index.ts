export { ErrorScreen, type ErrorScreenKind, type ErrorScreenProps } from './error-screen';
