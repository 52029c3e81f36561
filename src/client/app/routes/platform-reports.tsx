import { PlatformReportsPage } from '@client/features/platform-reports/components/platform-reports-page';

export default PlatformReportsPage;
