import { SiteSettingsPage } from '@client/features/site-settings/components/site-settings-page';

export default SiteSettingsPage;
