import { PageHeader } from '@client/components/layout/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { PasswordForm } from './password-form';
import { SecuritySection } from '../security/security-section';
import { ProfileForm } from '../profile/profile-form';
import { BillingCard } from '../billing/billing-card';
import { DangerZoneCard } from '../danger-zone/danger-zone-card';
import { useT } from '@client/i18n/use-t';

/** /account-settings: how the account signs in. */
export function AccountSettingsPage() {
  const t = useT();
  useDocumentTitle(t('account.page.title'));
  return (
    <div className="space-y-6">
      <PageHeader title={t('account.page.title')} description={t('account.page.description')} />
      <ProfileForm />
      <PasswordForm />
      <SecuritySection />
      <BillingCard />
      <DangerZoneCard />
    </div>
  );
}
