import { AccountSettingsPage } from '@client/features/account/components/account-settings-page';

export default AccountSettingsPage;
