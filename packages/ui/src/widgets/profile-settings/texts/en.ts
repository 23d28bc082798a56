import type { ProfileSettingsLabels } from '../profile-settings';

/**
 * The profile settings' texts in English: their defaults, and the keys of their texts in any other language
 * (`./ur.ts`).
 */
export const profileSettingsTexts = {
  title: 'Profile settings',
  subtitle: 'Your Style, Your Settings – Personalize Your Profile!',
  logout: 'Logout',
  modify: 'Modify',
  edit: 'Edit profile',
  noPhoto: (name: string) => `${name} (no photo yet)`,
  image: 'Profile Image',
  name: 'Name',
  fullName: 'Full Name',
  email: 'Email',
  contact: 'Contact',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
} satisfies Required<ProfileSettingsLabels>;
