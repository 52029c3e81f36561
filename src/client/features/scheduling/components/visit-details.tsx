import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { formatMoney } from '@shared/money';
import { visitCustomerQuery } from '../api/scheduling.queries';
import { formatMinutes, timeIn, visitWhen, zoneLabel, shortDay, dayOf } from './visit-format';
import { priorityLabels, repeatText, typeLabels } from './visit-labels';
import { VisitStatusBadge } from './visit-status-badge';

const answers = {
  confirmed: 'Confirmed by the customer',
  declined: 'Declined by the customer',
} as const;

function Row(props: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5 sm:grid-cols-[8.5rem_1fr]">
      <dt className="text-muted">{props.label}</dt>
      <dd className="min-w-0 break-words">{props.children}</dd>
    </div>
  );
}

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));

/** Everything of a visit, its times on the business's clock. */
export function VisitDetails(props: { visit: Appointment; timeZone: string }) {
  const { visit, timeZone } = props;
  const at = (instant: string) => `${shortDay(dayOf(instant, timeZone))}, ${timeIn(instant, timeZone)}`;
  const hasCosts = [visit.actualCost, visit.materialsCost, visit.laborCost].some((c) => c !== null);
  // The customer's address, read with the visit's own rights (a technician reads no other customer).
  const address = useQuery(visitCustomerQuery(visit.id)).data?.address;

  return (
    <dl className="divide-y text-sm">
      <Row label="Status">
        <VisitStatusBadge status={visit.status} />
      </Row>
      <Row label="When">
        {visitWhen(visit, timeZone)}
        <span className="block text-xs text-muted">
          {formatMinutes(visit.duration)} · {zoneLabel(timeZone)}
        </span>
      </Row>
      <Row label="Customer">
        {visit.customer.name}
        {visit.customer.email && <span className="block text-muted">{visit.customer.email}</span>}
        {visit.customer.phone && <span className="block text-muted">{visit.customer.phone}</span>}
        {address && <span className="block text-muted">{address}</span>}
      </Row>
      <Row label="Assigned to">{visit.assignedUserName ?? 'Unassigned'}</Row>
      <Row label="Technician">{visit.assignedTechnician ?? 'Not assigned'}</Row>
      <Row label="Type">{typeLabels[visit.appointmentType]}</Row>
      <Row label="Priority">{priorityLabels[visit.priority]}</Row>
      {visit.location && <Row label="Location">{visit.location}</Row>}
      <Row label="Estimated cost">{money(visit.estimatedCost)}</Row>
      {hasCosts && (
        <Row label="Costs">
          Actual {money(visit.actualCost)} · Materials {money(visit.materialsCost)} · Labour {money(visit.laborCost)}
        </Row>
      )}
      {visit.description && (
        <Row label="Description">
          <span className="whitespace-pre-line">{visit.description}</span>
        </Row>
      )}
      {visit.notes && (
        <Row label="Notes">
          <span className="whitespace-pre-line">{visit.notes}</span>
        </Row>
      )}
      {visit.job && (
        <Row label="Job">
          {visit.job.serviceName}
          <span className="block text-muted">{visit.job.recurring ? repeatText(visit.job.rrule) : 'One visit'}</span>
        </Row>
      )}
      <Row label="Customer's answer">{visit.customerResponse ? answers[visit.customerResponse] : 'No answer yet'}</Row>
      <Row label="Reminder">{visit.reminderSent ? 'Sent to the customer' : 'Not sent yet'}</Row>
      {visit.tasks.total > 0 && (
        <Row label="Tasks">
          {visit.tasks.done} of {visit.tasks.total} done
        </Row>
      )}
      {visit.onMyWayAt && <Row label="On the way">{at(visit.onMyWayAt)}</Row>}
      {visit.startedAt && <Row label="Started">{at(visit.startedAt)}</Row>}
      {visit.completedAt && <Row label="Completed">{at(visit.completedAt)}</Row>}
    </dl>
  );
}
