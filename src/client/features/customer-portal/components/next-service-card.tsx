import { CalendarClock, Check, X } from 'lucide-react';
import type { PortalVisit } from '@shared/scheduling/visit-notices.schemas';
import { formatVisitClockWithZone, formatVisitDay } from '@shared/scheduling/visit-time-text';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useT } from '@client/i18n/use-t';
import { useAnswerVisit } from '../api/customer-portal.api';

function Answer({ token, companyName, visit }: { token: string; companyName: string; visit: PortalVisit }) {
  const answer = useAnswerVisit(token, companyName);
  const send = (verb: 'confirm' | 'decline') => answer.mutate({ id: visit.id, verb });
  const t = useT();
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm font-medium">{t('customer-portal.nextService.ask')}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => send('confirm')}>
          <Check aria-hidden /> {t('customer-portal.nextService.confirm')}
        </Button>
        <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => send('decline')}>
          <X aria-hidden /> {t('customer-portal.nextService.decline')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The portal's Next Service: the customer's next visit, its day and time in the business's zone (not the browser's),
 * and while the business waits for their answer, Confirm and Can't make it.
 */
export function NextServiceCard(props: { token: string; companyName: string; visit: PortalVisit | null }) {
  const { visit } = props;
  const start = visit ? new Date(visit.startTime) : null;
  const t = useT();
  return (
    <Card>
      <CardContent flush className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0" data-testid="next-service">
          <h2 className="text-sm text-muted">{t('customer-portal.nextService.title')}</h2>
          {visit && start ? (
            <>
              <p className="mt-1 text-2xl font-bold">{formatVisitDay(start, visit.timeZone)}</p>
              <p className="mt-1 text-sm text-muted">
                {formatVisitClockWithZone(start, visit.timeZone)} · {visit.title}
                {visit.technician ? ` · ${visit.technician}` : ''}
              </p>
              {visit.awaitingConfirmation ? (
                <Answer token={props.token} companyName={props.companyName} visit={visit} />
              ) : visit.status === 'confirmed' ? (
                <p className="mt-2 flex items-center gap-1 text-sm font-medium text-brand-700 dark:text-brand-500">
                  <Check className="size-4" aria-hidden /> {t('customer-portal.nextService.confirmed')}
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="mt-1 text-2xl font-bold">{t('customer-portal.nextService.none')}</p>
              <p className="mt-1 text-sm text-muted">{t('customer-portal.nextService.noneText')}</p>
            </>
          )}
        </div>
        <CalendarClock className="size-7 shrink-0 text-brand-600" aria-hidden />
      </CardContent>
    </Card>
  );
}
