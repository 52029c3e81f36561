import { FilePlus2, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { LEAD_STATUSES, type Lead, type LeadStatus } from '@shared/storefronts/storefront.schemas';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/input';
import { stackedCellClass as cell, stackedRowClass } from '@client/components/ui/stacked-table';
import { cx } from '@client/lib/cx';
import { formatDate } from '@client/lib/dates';
import { leadName, leadStatusLabels } from '../storefront-format';
import { useT } from '@client/i18n/use-t';
import { Trans } from '@client/i18n/trans';

/** The new-quote form for a customer (the quotes screen opens it from the address). */
export const quotePath = (customerId: number) => `/quotes?new=1&customer=${customerId}`;

export function CreateQuoteLink({ customerId, name }: { customerId: number; name: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={quotePath(customerId)}>
        <FilePlus2 aria-hidden />{' '}
        <Trans id="storefronts.lead.createQuote" values={{ name }} components={{ sr: <span className="sr-only" /> }} />
      </Link>
    </Button>
  );
}

/** One request: who, what, when; its status to change; Convert to customer, or Create quote once converted. */
export function LeadRow(props: {
  lead: Lead;
  busy: boolean;
  onStatus: (status: LeadStatus) => void;
  onConvert: () => void;
}) {
  const t = useT();
  const { lead } = props;
  const name = leadName(lead);
  const labels = leadStatusLabels(t);
  return (
    <tr className={stackedRowClass} data-testid="lead-row">
      <td className={cx(cell, 'order-1 min-w-0')}>
        <span className="block font-medium">{name}</span>
        <a href={`mailto:${lead.email}`} className="block truncate text-xs text-muted hover:underline">
          {lead.email}
        </a>
        {lead.phone && <span className="block text-xs text-muted">{lead.phone}</span>}
      </td>
      <td className={cx(cell, 'order-2 justify-self-end text-muted md:text-inherit')}>{formatDate(lead.createdAt)}</td>
      <td className={cx(cell, 'order-3 col-span-2 min-w-0 md:max-w-xs')}>
        {lead.serviceRequested && <span className="block font-medium">{lead.serviceRequested}</span>}
        {lead.message && <span className="line-clamp-2 block text-muted">{lead.message}</span>}
        {!lead.serviceRequested && !lead.message && <span className="text-muted">—</span>}
      </td>
      <td className={cx(cell, 'order-4')}>
        <NativeSelect
          aria-label={t('storefronts.lead.statusOf', { name })}
          className="h-9 w-36"
          value={lead.status}
          disabled={props.busy}
          onChange={(e) => props.onStatus(e.target.value as LeadStatus)}
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className={cx(cell, 'order-5 justify-self-end md:text-right')}>
        {lead.customerId !== null ? (
          <CreateQuoteLink customerId={lead.customerId} name={name} />
        ) : (
          <Button size="sm" disabled={props.busy} onClick={props.onConvert}>
            <UserPlus aria-hidden />{' '}
            <Trans id="storefronts.lead.convert" values={{ name }} components={{ sr: <span className="sr-only" /> }} />
          </Button>
        )}
      </td>
    </tr>
  );
}
