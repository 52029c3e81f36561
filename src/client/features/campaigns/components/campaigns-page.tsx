import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { campaignsQuery } from '../api/campaigns.queries';
import { useBusinessZone } from '../use-business-zone';
import { CampaignFormDialog, preloadCampaignForm, type CampaignFormTarget } from './campaign-form-dialog';
import { CampaignList } from './campaign-list';
import { CampaignSidebar } from './campaign-sidebar';
import { CampaignStatCards } from './campaign-stat-cards';

/** /marketing: the figures, the campaigns (each opens its page), the sidebar, and the New Campaign dialog. */
export function CampaignsPage() {
  const t = useT();
  useDocumentTitle(t('campaigns.page.listTitle'));
  const timeZone = useBusinessZone();
  const [page, setPage] = useState(0);
  const [formTarget, setFormTarget] = useState<CampaignFormTarget | null>(null);
  const list = useQuery(campaignsQuery(page));
  // The newest campaign: the first of the list's first page, whichever page is in view.
  const first = useQuery(campaignsQuery(0));
  const openNew = () => setFormTarget({});

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('campaigns.page.listTitle')}
        description={t('campaigns.page.listDescription')}
        action={
          <Button onClick={openNew} onPointerEnter={preloadCampaignForm} onFocus={preloadCampaignForm}>
            <Plus /> {t('campaigns.form.newTitle')}
          </Button>
        }
      />
      <CampaignStatCards />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <CampaignList
            list={list}
            page={page}
            onPage={setPage}
            timeZone={timeZone}
            onCreate={openNew}
            onPreloadForm={preloadCampaignForm}
          />
        </div>
        <CampaignSidebar latest={first.data?.items[0]} loading={first.isLoading} timeZone={timeZone} />
      </div>
      <CampaignFormDialog target={formTarget} timeZone={timeZone} onClose={() => setFormTarget(null)} />
    </div>
  );
}
