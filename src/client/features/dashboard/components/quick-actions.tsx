import { FilePlus2, Megaphone, Package, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

const actionsOf = (t: (id: string) => string) => [
  { label: t('dashboard.actions.createInvoice'), to: '/invoices?new=1', icon: FilePlus2 },
  { label: t('dashboard.actions.addCustomer'), to: '/customers?new=1', icon: UserPlus },
  { label: t('dashboard.actions.createCampaign'), to: '/marketing', icon: Megaphone },
  { label: t('dashboard.actions.orderSupplies'), to: '/supplies', icon: Package },
];

export function QuickActions() {
  const t = useT();
  const actions = actionsOf(t);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.actions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.map(({ label, to, icon: Icon }) => (
          <Button key={to} asChild variant="outline" className="justify-start">
            <Link to={to}>
              <Icon aria-hidden /> {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
