import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Inbox } from 'lucide-react';
import { useState } from 'react';
import { LEAD_STATUSES, type ConvertLeadResult } from '@shared/storefronts/storefront.schemas';
import { StackedTable } from '@client/components/ui/stacked-table';
import { useConvertLead, useLeadStatus } from '../api/leads.api';
import { firstLeadsPage, LEAD_PAGE_SIZE, leadsQuery, type LeadFilters } from '../api/storefront.queries';
import { builderTexts, leadName, leadStatusLabels } from '../storefront-format';
import { CreateQuoteLink, LeadRow } from './lead-row';
import { StatusListCard } from './status-list-card';
import { useT } from '@client/i18n/use-t';

/** The requests sent from the storefront: a status filter, a page at a time, each to work and convert. */
export function LeadsCard() {
  const t = useT();
  const [filters, setFilters] = useState<LeadFilters>(firstLeadsPage);
  const headers = [
    t('storefronts.lead.table.name'),
    t('storefronts.lead.table.received'),
    t('storefronts.lead.table.request'),
    t('storefronts.lead.table.status'),
    t('storefronts.lead.table.actions'),
  ];
  const list = useQuery(leadsQuery(filters));
  const status = useLeadStatus();
  const convert = useConvertLead();
  // The customer the last conversion made, for its Create quote link (the lead may leave a filtered list).
  const [converted, setConverted] = useState<ConvertLeadResult | null>(null);
  const busyId = (status.isPending && status.variables?.id) || (convert.isPending && convert.variables) || null;

  return (
    <StatusListCard
      id="leads-title"
      title={t('storefronts.lead.title')}
      texts={{
        pagerNoun: t('storefronts.lead.pagerNoun'),
        loadWhat: t('storefronts.lead.loadWhat'),
        none: t('storefronts.lead.none'),
        noneWith: (status) => t('storefronts.lead.noneWithStatus', { status }),
        showAll: t('storefronts.lead.showAll'),
      }}
      statuses={LEAD_STATUSES}
      labels={leadStatusLabels(t)}
      filters={filters}
      onFilters={setFilters}
      list={list}
      pageSize={LEAD_PAGE_SIZE}
      empty={{ icon: Inbox, text: t('storefronts.lead.emptyText') }}
      notice={
        converted && (
          <div
            role="status"
            data-testid="converted-note"
            className="flex flex-wrap items-center gap-3 border-b bg-emerald-50 px-4 py-3 text-sm dark:bg-emerald-950/40"
          >
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
            <span className="flex-1">{builderTexts.leadConverted(leadName(converted.lead))}</span>
            <CreateQuoteLink customerId={converted.customerId} name={leadName(converted.lead)} />
          </div>
        )
      }
      table={(leads) => (
        <StackedTable headers={headers} alignRight={[headers[4]]}>
          {leads.map((lead) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              busy={busyId === lead.id}
              onStatus={(next) => status.mutate({ id: lead.id, status: next })}
              onConvert={() => convert.mutate(lead.id, { onSuccess: setConverted })}
            />
          ))}
        </StackedTable>
      )}
    />
  );
}
