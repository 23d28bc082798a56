import type { ResendCountdownLabels } from '../resend-countdown';

/** The resend button's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const resendCountdownTexts = {
  label: 'Resend OTP',
  waitingLabel: (secondsLeft: number) => `Resend OTP in ${secondsLeft}s`,
} satisfies Required<ResendCountdownLabels>;
