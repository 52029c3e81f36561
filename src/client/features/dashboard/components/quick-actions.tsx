import { FilePlus2, Megaphone, Package, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const actions = [
  { label: 'Create Invoice', to: '/invoices?new=1', icon: FilePlus2 },
  { label: 'Add New Customer', to: '/customers?new=1', icon: UserPlus },
  { label: 'Create Campaign', to: '/marketing', icon: Megaphone },
  { label: 'Order Supplies', to: '/supplies', icon: Package },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.map(({ label, to, icon: Icon }) => (
          <Button key={label} asChild variant="outline" className="justify-start">
            <Link to={to}>
              <Icon aria-hidden /> {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
