export { ResendCountdown, type ResendCountdownLabels, type ResendCountdownProps } from './resend-countdown';
