import { Pencil, Plus, Trash2 } from 'lucide-react';
import { formatMoney } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/spinner';
import { useDeleteService, useServices } from '../api/company.api';
import { ServiceDialog } from './service-dialog';
import { useT } from '@client/i18n/use-t';

export function ServicesManager() {
  const t = useT();
  const { data: services, isLoading } = useServices();
  const remove = useDeleteService();

  return (
    <Card id="services">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>{t('company.services.title')}</CardTitle>
          <CardDescription>{t('company.services.description')}</CardDescription>
        </div>
        <ServiceDialog
          trigger={
            <Button size="sm">
              <Plus /> {t('company.service.add')}
            </Button>
          }
        />
      </CardHeader>
      <CardContent>
        {isLoading && (
          <div className="space-y-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        )}
        {services?.length === 0 && <p className="py-6 text-center text-sm text-muted">{t('company.services.empty')}</p>}
        <ul className="divide-y">
          {services?.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium">{s.name}</p>
                <p className="truncate text-sm text-muted">
                  {[s.category, s.description].filter(Boolean).join(' · ') || t('company.services.noDescription')}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <span className="mr-2 text-sm font-semibold">
                  {s.baseRate ? formatMoney(s.baseRate) : t('company.services.noRate')}
                </span>
                <ServiceDialog
                  service={s}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={t('company.services.editLabel', { name: s.name })}>
                      <Pencil />
                    </Button>
                  }
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('company.services.deleteLabel', { name: s.name })}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('company.services.confirmDelete', { name: s.name }))) remove.mutate(s.id);
                  }}
                >
                  <Trash2 />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
