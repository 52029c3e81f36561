import { ChevronDown, ListChecks, MapPin, Navigation, Phone, User, UserCheck, Wrench } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { cx } from '@client/lib/cx';
import { preloadable } from '@client/lib/preloadable';
import { TodayVisitActions } from './today-visit-actions';
import { clockAt } from './visit-format';
import { VisitStatusBadge } from './visit-status-badge';

// The checklist and the log (with their forms) load when a card is first opened.
const TodayVisitWork = preloadable(() => import('./today-visit-work').then((m) => m.TodayVisitWork));

const mapsUrl = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>svg]:text-muted">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** A visit of the day: tapping its head opens its tasks and progress under it. */
export function TodayVisitCard(props: { visit: Appointment; timeZone: string; onOnMyWay: () => void }) {
  const t = useT();
  const { visit, timeZone } = props;
  const [open, setOpen] = useState(false);
  const workId = useId();
  const clock = (iso: string) => clockAt(new Date(iso), timeZone);
  return (
    <li>
      <Card className="overflow-hidden">
        <h3>
          <button
            type="button"
            className="flex w-full items-start gap-3 p-4 text-left hover:bg-slate-50 dark:hover:bg-slate-900"
            aria-expanded={open}
            aria-controls={open ? workId : undefined}
            onPointerEnter={TodayVisitWork.preload}
            onFocus={TodayVisitWork.preload}
            onClick={() => setOpen(!open)}
          >
            <span className="min-w-0 flex-1 space-y-1">
              <span className="block text-sm font-semibold text-brand-700 dark:text-brand-500">
                {clock(visit.startTime)} – {clock(visit.endTime)}
              </span>
              <span className="block text-base font-semibold break-words">{visit.title}</span>
            </span>
            <VisitStatusBadge status={visit.status} />
            <ChevronDown
              aria-hidden
              className={cx('mt-0.5 size-5 shrink-0 transition-transform', open && 'rotate-180')}
            />
          </button>
        </h3>
        <div className="space-y-3 px-4 pb-4">
          <ul className="space-y-1.5 text-sm">
            <Detail icon={<User />}>{visit.customer.name}</Detail>
            {visit.customer.phone && (
              <Detail icon={<Phone />}>
                <a className="text-brand-700 underline dark:text-brand-500" href={telUrl(visit.customer.phone)}>
                  {visit.customer.phone}
                </a>
              </Detail>
            )}
            {visit.location && (
              <Detail icon={<MapPin />}>
                <a
                  className="text-brand-700 underline dark:text-brand-500"
                  href={mapsUrl(visit.location)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {visit.location}
                </a>
              </Detail>
            )}
            {visit.assignedUserName && (
              <Detail icon={<UserCheck />}>{t('scheduling.task.assignedTo', { name: visit.assignedUserName })}</Detail>
            )}
            <Detail icon={<Wrench />}>{visit.assignedTechnician ?? t('scheduling.today.noTechnician')}</Detail>
            <Detail icon={<ListChecks />}>
              {t('scheduling.today.tasksDone', { done: visit.tasks.done, total: visit.tasks.total })}
            </Detail>
            {visit.onMyWayAt && (
              <Detail icon={<Navigation />}>
                {t('scheduling.today.onMyWaySent', { time: clock(visit.onMyWayAt) })}
              </Detail>
            )}
          </ul>
          <TodayVisitActions visit={visit} onOnMyWay={props.onOnMyWay} />
        </div>
        {open && (
          <div id={workId} className="border-t p-4">
            <Suspense
              fallback={
                <div className="flex justify-center py-8">
                  <Spinner />
                </div>
              }
            >
              <TodayVisitWork visit={visit} />
            </Suspense>
          </div>
        )}
      </Card>
    </li>
  );
}
