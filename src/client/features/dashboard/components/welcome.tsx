import { Building2, FileText, Users, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

const stepsOf = (t: (id: string) => string) => [
  { icon: Building2, title: t('dashboard.steps.company'), text: t('dashboard.welcome.companyText') },
  { icon: Wrench, title: t('dashboard.steps.services'), text: t('dashboard.welcome.servicesText') },
  { icon: Users, title: t('dashboard.steps.customers'), text: t('dashboard.steps.customersText') },
  { icon: FileText, title: t('dashboard.steps.invoice'), text: t('dashboard.steps.invoiceText') },
];

/** A verified owner without a company: the four setup steps and the call to create the company. */
export function Welcome({ firstName, action }: { firstName: string; action: ReactNode }) {
  const t = useT();
  const steps = stepsOf(t);
  return (
    <div className="mx-auto max-w-3xl space-y-8 py-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.welcome.title', { firstName })}</h1>
        <p className="mt-2 text-muted">{t('dashboard.welcome.intro')}</p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent flush className="flex gap-4 p-5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="font-semibold">{t('dashboard.welcome.step', { number: i + 1, title })}</p>
                  <p className="text-sm text-muted">{text}</p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
      <div className="flex justify-center">{action}</div>
    </div>
  );
}
