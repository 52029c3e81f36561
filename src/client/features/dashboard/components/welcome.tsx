import { Building2, FileText, Users, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';

const steps = [
  { icon: Building2, title: 'Create company profile', text: 'Your business name, contact details and logo.' },
  { icon: Wrench, title: 'Add services', text: 'What you offer and your usual rates.' },
  { icon: Users, title: 'Add customers', text: 'The people and businesses you work for.' },
  { icon: FileText, title: 'Create first invoice', text: 'Send it by e-mail and get paid by card.' },
];

/** A verified owner without a company: the four setup steps and the call to create the company. */
export function Welcome({ firstName, action }: { firstName: string; action: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-8 py-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight">Welcome to Crewdesk, {firstName}!</h1>
        <p className="mt-2 text-muted">Four steps and your business runs from here.</p>
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
                  <p className="font-semibold">
                    {i + 1}. {title}
                  </p>
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
