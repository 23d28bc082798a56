export { ProfileSettings, type ProfileSaveValues, type ProfileSettingsProps } from './profile-settings';
