import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Inbox } from 'lucide-react';
import { useState } from 'react';
import { LEAD_STATUSES, type ConvertLeadResult, type LeadStatus } from '@shared/storefronts/storefront.schemas';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Pager } from '@client/components/ui/pager';
import { StackedTable, StackedTableSkeleton } from '@client/components/ui/stacked-table';
import { StatusSelect } from '@client/components/ui/status-select';
import { useConvertLead, useLeadStatus } from '../api/leads.api';
import { LEAD_PAGE_SIZE, leadsQuery } from '../api/storefront.queries';
import { builderTexts, leadName, leadStatusLabels } from '../storefront-format';
import { CreateQuoteLink, LeadRow } from './lead-row';

const headers = ['Name', 'Received', 'Request', 'Status', 'Actions'];

function Empty({ status, onShowAll }: { status: LeadStatus | ''; onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <Inbox className="size-10 text-muted" aria-hidden />
      <p className="font-medium">{status ? `No ${leadStatusLabels[status].toLowerCase()} leads` : 'No leads yet'}</p>
      {status ? (
        <Button variant="outline" onClick={onShowAll}>
          Show all leads
        </Button>
      ) : (
        <p className="max-w-sm text-sm text-muted">
          The requests visitors send from your storefront's contact form appear here.
        </p>
      )}
    </div>
  );
}

/** The requests sent from the storefront: a status filter, a page at a time, each to work and convert. */
export function LeadsCard() {
  const [filters, setFilters] = useState<{ status: LeadStatus | ''; page: number }>({ status: '', page: 0 });
  const list = useQuery(leadsQuery(filters));
  const status = useLeadStatus();
  const convert = useConvertLead();
  // The customer the last conversion made, for its Create quote link (the lead may leave a filtered list).
  const [converted, setConverted] = useState<ConvertLeadResult | null>(null);
  const busyId = (status.isPending && status.variables?.id) || (convert.isPending && convert.variables) || null;
  const total = list.data?.total ?? 0;

  return (
    <section aria-labelledby="leads-title" className="space-y-4">
      <Card className="overflow-hidden">
        <div className="flex items-center justify-between gap-3 border-b p-4">
          <h2 id="leads-title" className="shrink-0 text-lg font-semibold">
            Leads
          </h2>
          <StatusSelect
            statuses={LEAD_STATUSES}
            labels={leadStatusLabels}
            value={filters.status}
            onChange={(next) => setFilters({ status: next, page: 0 })}
            className="max-w-44"
          />
        </div>
        {converted && (
          <div
            role="status"
            data-testid="converted-note"
            className="flex flex-wrap items-center gap-3 border-b bg-emerald-50 px-4 py-3 text-sm dark:bg-emerald-950/40"
          >
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
            <span className="flex-1">{builderTexts.leadConverted(leadName(converted.lead))}</span>
            <CreateQuoteLink customerId={converted.customerId} name={leadName(converted.lead)} />
          </div>
        )}
        {list.isLoading && <StackedTableSkeleton />}
        {list.isError && !list.data && (
          <div className="p-4">
            <LoadError what="your leads" retrying={list.isFetching} onRetry={() => void list.refetch()} />
          </div>
        )}
        {list.data?.items.length === 0 && (
          <Empty status={filters.status} onShowAll={() => setFilters({ status: '', page: 0 })} />
        )}
        {list.data && list.data.items.length > 0 && (
          <StackedTable headers={headers} alignRight={['Actions']}>
            {list.data.items.map((lead) => (
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
      </Card>
      {total > LEAD_PAGE_SIZE && (
        <Pager
          page={filters.page}
          pageSize={LEAD_PAGE_SIZE}
          total={total}
          noun="leads"
          onChange={(page) => setFilters({ ...filters, page })}
        />
      )}
    </section>
  );
}
