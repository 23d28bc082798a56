import { RESEND_FAILED_MESSAGE } from '@sauda/commerce';
import { resendCountdownTexts } from '../../resend-countdown/texts/en';
import type { VerifyCodeFormLabels } from '../verify-code-form';

/** The code form's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const verifyCodeFormTexts = {
  title: 'Verify your email',
  description: 'Enter the 6-digit code we sent to',
  code: 'Verification code',
  submit: 'Verify',
  submitting: 'Verifying...',
  notReceived: "Didn't get the code?",
  resend: resendCountdownTexts.label,
  resendIn: resendCountdownTexts.waitingLabel,
  resent: 'A new code is on its way.',
  resendFailed: RESEND_FAILED_MESSAGE,
} satisfies Required<VerifyCodeFormLabels>;
