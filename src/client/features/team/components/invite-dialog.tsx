import { Suspense } from 'react';
import { INVITATION_DAYS } from '@shared/team/roles';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';

// The form and its validation load with the dialog, not with the team's list.
const InviteForm = preloadable(() => import('./invite-form').then((m) => m.InviteForm));

export const preloadInviteForm = () => Promise.all([InviteForm.preload(), preloadDialog()]);

export function InviteDialog(props: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader title={t('team.invite.title')} description={t('team.invite.text', { days: INVITATION_DAYS })} />
        {props.open && (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner />
              </div>
            }
          >
            <InviteForm onSent={props.onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
