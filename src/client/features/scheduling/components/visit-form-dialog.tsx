import { Suspense } from 'react';
import { keepDialogOpenWhileListOpen } from '@client/components/customer-picker';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useT } from '@client/i18n/use-t';
import { preloadable } from '@client/lib/preloadable';
import type { VisitStart } from './visit-form-values';

// The form and its validation (zod) load with the dialog, not with the calendar.
const VisitForm = preloadable(() => import('./visit-form').then((m) => m.VisitForm));

/** Starts loading the form (the buttons that open the dialog call it on hover and focus). */
export const preloadVisitForm = () => Promise.all([VisitForm.preload(), preloadDialog()]);

/** `{}`: a new visit (at `start`, a slot clicked on the calendar); `{ visit }`: that visit to edit. */
export type VisitFormTarget = { visit?: Appointment; start?: VisitStart };

export function VisitFormDialog(props: {
  target: VisitFormTarget | null;
  timeZone: string;
  /** The settings' appointment duration, for a new visit. */
  duration: number | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const visit = props.target?.visit;
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl" onEscapeKeyDown={keepDialogOpenWhileListOpen}>
        <DialogHeader
          title={visit ? t('scheduling.form.editTitle') : t('scheduling.page.newVisit')}
          description={visit ? visit.title : t('scheduling.form.newDescription')}
        />
        {props.target && (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner />
              </div>
            }
          >
            <VisitForm
              key={visit?.id ?? `new ${props.target.start?.day} ${props.target.start?.minutes}`}
              visit={visit}
              start={props.target.start}
              duration={props.duration}
              timeZone={props.timeZone}
              onSaved={props.onClose}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
