import { Suspense } from 'react';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { keepDialogOpenWhileListOpen } from '@client/components/customer-picker';
import { Dialog, DialogContent, DialogHeader, preloadDialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { preloadable } from '@client/lib/preloadable';
import { useT } from '@client/i18n/use-t';

// The form, its templates and its validation (zod) load with the dialog, not with the list.
const CampaignForm = preloadable(() => import('./campaign-form').then((m) => m.CampaignForm));

/** Starts loading the form (the buttons that open the dialog call it on hover and focus). */
export const preloadCampaignForm = () => Promise.all([CampaignForm.preload(), preloadDialog()]);

/** `{}`: a new campaign; `{ campaign }`: that draft or scheduled one to edit; `{ copyOf }`: a new one filled with a copy. */
export type CampaignFormTarget = { campaign?: Campaign; copyOf?: Campaign };

export function CampaignFormDialog(props: {
  target: CampaignFormTarget | null;
  timeZone: string;
  onClose: () => void;
  /** After a save, with the campaign as the server answered it (the dialog closes first). */
  onSaved?: (campaign: Campaign) => void;
}) {
  const t = useT();
  const campaign = props.target?.campaign;
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="3xl" onEscapeKeyDown={keepDialogOpenWhileListOpen}>
        <DialogHeader
          title={campaign ? t('campaigns.form.editTitle') : t('campaigns.form.newTitle')}
          description={campaign ? campaign.name : t('campaigns.form.description')}
        />
        {props.target && (
          <Suspense
            fallback={
              <div className="flex justify-center py-12">
                <Spinner />
              </div>
            }
          >
            <CampaignForm
              key={campaign?.id ?? `new ${props.target.copyOf?.id ?? ''}`}
              campaign={campaign}
              copyOf={props.target.copyOf}
              timeZone={props.timeZone}
              onSaved={(saved) => {
                props.onClose();
                props.onSaved?.(saved);
              }}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
