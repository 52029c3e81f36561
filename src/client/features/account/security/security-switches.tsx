import { useQuery } from '@tanstack/react-query';
import type { SecurityStatus } from '@shared/account/security.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { securityQuery, useSaveSecurity } from './security.api';
import { SwitchRow } from '@client/components/ui/switch-row';

const switches = [
  ['emailNotifications', 'Email notifications', 'E-mails about your business: a quote accepted, an invoice paid.'],
  ['securityAlerts', 'Security alerts', 'An e-mail when your password, e-mail address or two-factor sign-in changes.'],
  ['loginNotifications', 'Login alerts', 'An e-mail when your account signs in from a browser it has not used before.'],
] as const;

/** The notification switches of the Security section; each saves on its own. */
export function SecuritySwitches() {
  const { data } = useQuery(securityQuery);
  const save = useSaveSecurity();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose the e-mails your account sends you.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {switches.map(([name, label, description]) => (
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
