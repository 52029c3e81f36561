import { SecuritySwitches } from './security-switches';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import { useT } from '@client/i18n/use-t';

/** Account Settings > Security: two-factor sign-in, the security e-mails, the active sessions. */
export function SecuritySection() {
  const t = useT();
  return (
    <section aria-labelledby="security-heading" className="space-y-6">
      <h2 id="security-heading" className="text-lg font-semibold">
        {t('account.security.title')}
      </h2>
      <TwoFactorCard />
      <SecuritySwitches />
      <SessionsCard />
    </section>
  );
}
