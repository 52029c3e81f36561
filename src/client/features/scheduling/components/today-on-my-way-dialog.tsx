import { Suspense } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { preloadable } from '@client/lib/preloadable';

// The form and its validation load with the dialog, not with the schedule.
const TodayOnMyWayForm = preloadable(() => import('./today-on-my-way-form').then((m) => m.TodayOnMyWayForm));

export const preloadOnMyWay = () => Promise.all([TodayOnMyWayForm.preload(), preloadDialog()]);

/** Open for `visit` (its customer has an e-mail address), closed for null. */
export function TodayOnMyWayDialog(props: { visit: Appointment | null; timeZone: string; onClose: () => void }) {
  const t = useT();
  const { visit } = props;
  return (
    <Dialog open={visit !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="md">
        <DialogHeader
          title={t('scheduling.common.onMyWay')}
          description={visit ? t('scheduling.onMyWay.description', { name: visit.customer.name }) : ''}
        />
        {visit?.customer.email && (
          <Suspense
            fallback={
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            }
          >
            <TodayOnMyWayForm
              key={visit.id}
              visitId={visit.id}
              email={visit.customer.email}
              timeZone={props.timeZone}
              onSent={props.onClose}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
