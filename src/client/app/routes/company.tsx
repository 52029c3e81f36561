import { CompanySettingsPage } from '@client/features/company/components/company-settings-page';

export default CompanySettingsPage;
