import { useQuery } from '@tanstack/react-query';
import type { SecurityStatus } from '@shared/account/security.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { securityQuery, useSaveSecurity } from './security.api';
import { SwitchRow } from '@client/components/ui/switch-row';
import { useT } from '@client/i18n/use-t';

const switchesOf = (t: (id: string) => string) =>
  [
    ['emailNotifications', t('account.switches.email'), t('account.switches.emailText')],
    ['securityAlerts', t('account.switches.security'), t('account.switches.securityText')],
    ['loginNotifications', t('account.switches.login'), t('account.switches.loginText')],
  ] as const;

/** The notification switches of the Security section; each saves on its own. */
export function SecuritySwitches() {
  const t = useT();
  const { data } = useQuery(securityQuery);
  const save = useSaveSecurity();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.switches.title')}</CardTitle>
        <CardDescription>{t('account.switches.description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {switchesOf(t).map(([name, label, description]) => (
          <SwitchRow
            key={name}
            id={`security-${name}`}
            label={label}
            description={description}
            checked={data?.[name as keyof SecurityStatus] === true}
            disabled={!data || save.isPending}
            onChange={(checked) => save.mutate({ [name]: checked })}
          />
        ))}
      </CardContent>
    </Card>
  );
}
