import type { FollowSuccessDialogLabels } from '../follow-success-dialog';
import type { LoginRequiredDialogLabels } from '../login-required-dialog';

/** The follow success dialog's texts in English: its defaults, and the keys of its texts in any other language. */
export const followSuccessDialogTexts = {
  title: 'Success',
  description: (shopName: string) => `You are now following ${shopName}.`,
  viewFollowedShops: 'View Followed Shops',
  close: 'Close',
} satisfies Required<FollowSuccessDialogLabels>;

/** The login required dialog's texts in English: its defaults, and the keys of its texts in any other language. */
export const loginRequiredDialogTexts = {
  title: 'Login Required',
  description: 'Please log in to follow this store.',
  cancel: 'Cancel',
  login: 'Login',
  close: 'Close',
} satisfies Required<LoginRequiredDialogLabels>;
