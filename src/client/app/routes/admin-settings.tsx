import { ErrorMonitoringPage } from '@client/features/error-monitoring/components/error-monitoring-page';

export default ErrorMonitoringPage;
