import type { TextsIn } from '../../../lib/kit-texts';
import type { passwordFieldTexts } from './en';

/** The password field's texts in Urdu. */
export const passwordFieldTextsUr: TextsIn<typeof passwordFieldTexts> = {
  show: 'پاس ورڈ دکھائیں',
  hide: 'پاس ورڈ چھپائیں',
};

/** `NEW_PASSWORD_HINT` (`../password-hint.ts`) in Urdu, for the forms that set a new password. */
export const newPasswordHintUr =
  'کم از کم 9 حروف استعمال کریں، جن میں ایک بڑا انگریزی حرف (A-Z) اور !@#$%^&* میں سے ایک علامت ہو';
