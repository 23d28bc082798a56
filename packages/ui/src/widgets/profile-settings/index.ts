export {
  ProfileSettings,
  type ProfileSaveValues,
  type ProfileSettingsLabels,
  type ProfileSettingsProps,
} from './profile-settings';
