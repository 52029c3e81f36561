import { Suspense } from 'react';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';

// The form and its validation (zod) load with the dialog, not with the list.
const DomainForm = preloadable(() => import('./domain-form').then((m) => m.DomainForm));

/** Starts loading the form (the New Domain button calls it on hover and focus). */
export const preloadDomainForm = () => Promise.all([DomainForm.preload(), preloadDialog()]);

export function DomainFormDialog(props: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="2xl">
        <DialogHeader title={t('domains.new')} description={t('domains.form.description')} />
        {props.open && (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner />
              </div>
            }
          >
            <DomainForm onSaved={props.onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
