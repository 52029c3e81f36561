import { CompanyRequired } from '@client/features/company/components/company-required';
import { DomainsPage } from '@client/features/domains/components/domains-page';

/** A domain is another address of the storefront, which shows the business: an owner without a company creates it first. */
export default function Domains() {
  return (
    <CompanyRequired why="Your domains lead to your storefront, which shows your business's name, services and logo, so start with your profile.">
      <DomainsPage />
    </CompanyRequired>
  );
}
