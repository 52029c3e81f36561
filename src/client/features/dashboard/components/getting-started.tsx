import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';

export type SetupStep = { label: string; done: boolean; href?: string; detail: string };

/** Where the business stands in its setup: a compact checklist shown while steps remain. */
export function GettingStarted({ steps }: { steps: SetupStep[] }) {
  const t = useT();
  const done = steps.filter((s) => s.done).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('dashboard.gettingStarted.title')}</CardTitle>
        <CardDescription>{t('dashboard.gettingStarted.progress', { done, total: steps.length })}</CardDescription>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden>
          <div className="h-full bg-brand-600" style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-x-6 sm:grid-cols-2">
          {steps.map((s) => (
            <li key={s.label} className="flex items-center gap-3 py-2">
              {s.done ? (
                <CheckCircle2
                  className="size-5 shrink-0 text-brand-600"
                  aria-label={t('dashboard.gettingStarted.done')}
                />
              ) : (
                <Circle className="size-5 shrink-0 text-slate-400" aria-label={t('dashboard.gettingStarted.toDo')} />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {s.href ? (
                    <Link className="hover:underline" to={s.href}>
                      {s.label}
                    </Link>
                  ) : (
                    s.label
                  )}
                </p>
                <p className="text-sm text-muted">{s.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
