import { CompanyRequired } from '@client/features/company/components/company-required';
import { BuilderPage } from '@client/features/storefronts/components/builder-page';

/** The storefront shows the business's name, services and logo: an owner without a company creates it first. */
export default function LandingPageBuilder() {
  return (
    <CompanyRequired why="Your storefront shows your business's name, services and logo, so start with your profile.">
      <BuilderPage />
    </CompanyRequired>
  );
}
