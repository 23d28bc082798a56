export { OtpInput, type OtpInputLabels, type OtpInputProps } from './otp-input';
