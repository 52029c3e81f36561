import { LogoTestPage } from '@client/features/marketing-site/components/pages/logo-test-page';

export default LogoTestPage;
