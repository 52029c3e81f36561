import { PageHeader } from '@client/components/layout/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { PasswordForm } from './password-form';
import { SecuritySection } from '../security/security-section';
import { ProfileForm } from '../profile/profile-form';
import { BillingCard } from '../billing/billing-card';
import { DangerZoneCard } from '../danger-zone/danger-zone-card';

/** /account-settings: how the account signs in. */
export function AccountSettingsPage() {
  useDocumentTitle('Account Settings');
  return (
    <div className="space-y-6">
      <PageHeader title="Account Settings" description="How you sign in to your account." />
      <ProfileForm />
      <PasswordForm />
      <SecuritySection />
      <BillingCard />
      <DangerZoneCard />
    </div>
  );
}
