import { LandingPage } from '@client/features/marketing-site/components/landing-page';

export default LandingPage;
