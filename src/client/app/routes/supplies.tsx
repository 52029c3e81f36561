import { CompanyRequired } from '@client/features/company/components/company-required';
import { SuppliesPage } from '@client/features/merch/components/supplies-page';

/** Merchandise carries the business's name and logo: an owner without a company is asked to create it first. */
export default function Supplies() {
  return (
    <CompanyRequired why="Merchandise is printed with your business's name and logo, so start with your profile.">
      <SuppliesPage />
    </CompanyRequired>
  );
}
