import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { APPOINTMENT_TRANSITIONS, type EditScope } from '@shared/scheduling/schedule-values';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
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
          {status.isPending && status.variables?.status === next ? 'Saving...' : statusActionLabels[next]}
        </Button>
      ))}
      {technician ? null : visit.invoiceId !== null ? (
        <Button variant="outline" onClick={() => void navigate(invoicePath(visit.invoiceId!))}>
          View Invoice
        </Button>
      ) : (
        visit.status === 'completed' && (
          <Button
            disabled={busy}
            onClick={() =>
              invoice.mutate(visit.id, { onSuccess: ({ invoiceId }) => void navigate(invoicePath(invoiceId)) })
            }
          >
            {invoice.isPending ? 'Creating...' : 'Create Invoice'}
          </Button>
        )
      )}
      {!technician && (
        <>
          <Button variant="outline" disabled={busy} onClick={props.onEdit}>
            Edit
          </Button>
          <Button
            variant="outline"
            className="text-red-700 dark:text-red-400"
            disabled={busy}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </>
      )}
      {recurring ? (
        <ScopeDialog
          open={deleting}
          title="Delete a recurring visit"
          description={`Delete only this visit of ${visit.job!.serviceName}, or this one and every later visit of the job? This cannot be undone.`}
          pending={remove.isPending}
          destructive
          onChoose={destroy}
          onCancel={() => setDeleting(false)}
        />
      ) : (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title="Delete Appointment"
          description={`Are you sure you want to delete "${visit.title}" for ${visit.customer.name}? This cannot be undone.`}
          confirmLabel="Delete Appointment"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          destructive
          onConfirm={() => destroy('this')}
        />
      )}
    </div>
  );
}
