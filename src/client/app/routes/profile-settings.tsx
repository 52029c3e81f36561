import { ProfileSettingsPage } from '@client/features/profile-settings/components/profile-settings-page';

export default ProfileSettingsPage;
