import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { APPOINTMENT_TRANSITIONS, type EditScope } from '@shared/scheduling/schedule-values';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { useT } from '@client/i18n/use-t';
import { useDeleteVisit, useVisitInvoice, useVisitStatus } from '../api/scheduling.api';
import { ScopeDialog } from './scope-dialog';
import { useTechnicianView } from './use-technician-view';
import { statusActionLabels } from './visit-labels';

const invoicePath = (id: number) => `/invoices?invoice=${id}`;

/**
 * What can be done with a visit: the status changes its status allows, Edit, Delete (this visit or this and the
 * following ones of a recurring job), and on a completed visit its invoice (made as a draft, then opened). A
 * technician moves their visit along its statuses only.
 */
export function VisitActions(props: { visit: Appointment; onEdit: () => void; onDeleted: () => void }) {
  const t = useT();
  const { visit } = props;
  const navigate = useNavigate();
  const status = useVisitStatus();
  const remove = useDeleteVisit();
  const invoice = useVisitInvoice();
  const [deleting, setDeleting] = useState(false);
  const technician = useTechnicianView();
  const recurring = visit.job?.recurring ?? false;
  const busy = status.isPending || remove.isPending || invoice.isPending;

  const destroy = (scope: EditScope) =>
    remove.mutate(
      { id: visit.id, scope },
      {
        onSuccess: () => {
          setDeleting(false);
          props.onDeleted();
        },
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {APPOINTMENT_TRANSITIONS[visit.status].map((next) => (
        <Button
          key={next}
          variant={next === 'cancelled' ? 'outline' : 'default'}
          disabled={busy}
          onClick={() => status.mutate({ id: visit.id, status: next })}
        >
          {status.isPending && status.variables?.status === next
            ? t('scheduling.common.saving')
            : statusActionLabels(t)[next]}
        </Button>
      ))}
      {technician ? null : visit.invoiceId !== null ? (
        <Button variant="outline" onClick={() => void navigate(invoicePath(visit.invoiceId!))}>
          {t('scheduling.common.viewInvoice')}
        </Button>
      ) : (
        visit.status === 'completed' && (
          <Button
            disabled={busy}
            onClick={() =>
              invoice.mutate(visit.id, { onSuccess: ({ invoiceId }) => void navigate(invoicePath(invoiceId)) })
            }
          >
            {invoice.isPending ? t('scheduling.common.creating') : t('scheduling.common.createInvoice')}
          </Button>
        )
      )}
      {!technician && (
        <>
          <Button variant="outline" disabled={busy} onClick={props.onEdit}>
            {t('scheduling.common.edit')}
          </Button>
          <Button
            variant="outline"
            className="text-red-700 dark:text-red-400"
            disabled={busy}
            onClick={() => setDeleting(true)}
          >
            {t('scheduling.common.delete')}
          </Button>
        </>
      )}
      {recurring ? (
        <ScopeDialog
          open={deleting}
          title={t('scheduling.actions.deleteRecurringTitle')}
          description={t('scheduling.actions.deleteRecurringText', { service: visit.job!.serviceName })}
          pending={remove.isPending}
          destructive
          onChoose={destroy}
          onCancel={() => setDeleting(false)}
        />
      ) : (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('scheduling.actions.deleteTitle')}
          description={t('scheduling.actions.deleteText', { title: visit.title, customer: visit.customer.name })}
          confirmLabel={t('scheduling.actions.deleteTitle')}
          pendingLabel={t('scheduling.common.deleting')}
          pending={remove.isPending}
          destructive
          onConfirm={() => destroy('this')}
        />
      )}
    </div>
  );
}
