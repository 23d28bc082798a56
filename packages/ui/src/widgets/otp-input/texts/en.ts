import type { OtpInputLabels } from '../otp-input';

/** The code input's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const otpInputTexts = {
  digitLabel: (position: number, length: number) => `Digit ${position} of ${length}`,
} satisfies Required<OtpInputLabels>;
