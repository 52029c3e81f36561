import { CircleCheckBig, FilePlus2, ReceiptText, Navigation, Play } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { OPEN_STATUSES, canMoveTo } from '@shared/scheduling/schedule-values';
import { Button } from '@client/components/ui/button';
import { useT } from '@client/i18n/use-t';
import { useVisitInvoice, useVisitStatus } from '../api/scheduling.api';
import { preloadOnMyWay } from './today-on-my-way-dialog';
import { useTechnicianView } from './use-technician-view';

/** How the invoices screen is asked to open one invoice's details. */
export const invoicePath = (invoiceId: number) => `/invoices?invoice=${invoiceId}`;

/** What a visit's status lets the crew do next; large buttons, side by side on a phone. */
export function TodayVisitActions({ visit, onOnMyWay }: { visit: Appointment; onOnMyWay: () => void }) {
  const t = useT();
  const status = useVisitStatus();
  const invoice = useVisitInvoice();
  const navigate = useNavigate();
  const technician = useTechnicianView();
  const open = (OPEN_STATUSES as readonly string[]).includes(visit.status);
  const actions = [];

  if (canMoveTo(visit.status, 'in-progress')) {
    actions.push(
      <Button
        key="start"
        disabled={status.isPending}
        onClick={() => status.mutate({ id: visit.id, status: 'in-progress' })}
      >
        <Play /> {status.isPending ? t('scheduling.today.starting') : t('scheduling.statusAction.inProgress')}
      </Button>,
    );
  }
  if (visit.status === 'in-progress') {
    actions.push(
      <Button
        key="complete"
        disabled={status.isPending}
        onClick={() => status.mutate({ id: visit.id, status: 'completed' })}
      >
        <CircleCheckBig />{' '}
        {status.isPending ? t('scheduling.today.completing') : t('scheduling.statusAction.completed')}
      </Button>,
    );
  }
  if (open && visit.customer.email) {
    actions.push(
      <Button
        key="on-my-way"
        variant="outline"
        onPointerEnter={preloadOnMyWay}
        onFocus={preloadOnMyWay}
        onClick={onOnMyWay}
      >
        <Navigation /> {t('scheduling.common.onMyWay')}
      </Button>,
    );
  }
  // Invoicing is the office's (docs/roles.md).
  if (technician) {
    // Nothing more.
  } else if (visit.invoiceId !== null) {
    actions.push(
      <Button key="view-invoice" variant="outline" asChild>
        <Link to={invoicePath(visit.invoiceId)}>
          <ReceiptText /> {t('scheduling.common.viewInvoice')}
        </Link>
      </Button>,
    );
  } else if (visit.status === 'completed') {
    actions.push(
      <Button
        key="create-invoice"
        disabled={invoice.isPending}
        onClick={() =>
          invoice.mutate(visit.id, { onSuccess: ({ invoiceId }) => void navigate(invoicePath(invoiceId)) })
        }
      >
        <FilePlus2 /> {invoice.isPending ? t('scheduling.common.creating') : t('scheduling.common.createInvoice')}
      </Button>,
    );
  }

  if (!actions.length) return null;
  return <div className="grid grid-cols-2 gap-2 [&>*]:h-11 [&>*:only-child]:col-span-2">{actions}</div>;
}
