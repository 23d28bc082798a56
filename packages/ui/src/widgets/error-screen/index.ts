export { ErrorScreen, type ErrorScreenKind, type ErrorScreenLabels, type ErrorScreenProps } from './error-screen';
