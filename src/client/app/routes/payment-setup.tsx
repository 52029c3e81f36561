import { CompanyRequired } from '@client/features/company/components/company-required';
import { PaymentSetupPage } from '@client/features/payments/components/payment-setup-page';

/** Card payments are paid out to a company: an owner without one is asked to create it first. */
export default function PaymentSetup() {
  return (
    <CompanyRequired why="Card payments are paid out to your business, so start with your profile.">
      <PaymentSetupPage />
    </CompanyRequired>
  );
}
