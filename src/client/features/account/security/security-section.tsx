import { SecuritySwitches } from './security-switches';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** Account Settings > Security: two-factor sign-in, the security e-mails, the active sessions. */
export function SecuritySection() {
  return (
    <section aria-labelledby="security-heading" className="space-y-6">
      <h2 id="security-heading" className="text-lg font-semibold">
        Security
      </h2>
      <TwoFactorCard />
      <SecuritySwitches />
      <SessionsCard />
    </section>
  );
}
