import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { formatMoney } from '@shared/money';
import { useT } from '@client/i18n/use-t';
import { visitCustomerQuery } from '../api/scheduling.queries';
import { formatMinutes, timeIn, visitWhen, zoneLabel, shortDay, dayOf } from './visit-format';
import { priorityLabels, repeatText, typeLabels } from './visit-labels';
import { VisitStatusBadge } from './visit-status-badge';

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
  const t = useT();
  const { visit, timeZone } = props;
  const at = (instant: string) => `${shortDay(dayOf(instant, timeZone))}, ${timeIn(instant, timeZone)}`;
  const hasCosts = [visit.actualCost, visit.materialsCost, visit.laborCost].some((c) => c !== null);
  // The customer's address, read with the visit's own rights (a technician reads no other customer).
  const address = useQuery(visitCustomerQuery(visit.id)).data?.address;
  const answers = {
    confirmed: t('scheduling.details.answerConfirmed'),
    declined: t('scheduling.details.answerDeclined'),
  };

  return (
    <dl className="divide-y text-sm">
      <Row label={t('scheduling.details.status')}>
        <VisitStatusBadge status={visit.status} />
      </Row>
      <Row label={t('scheduling.details.when')}>
        {visitWhen(visit, timeZone)}
        <span className="block text-xs text-muted">
          {formatMinutes(visit.duration)} · {zoneLabel(t, timeZone)}
        </span>
      </Row>
      <Row label={t('scheduling.details.customer')}>
        {visit.customer.name}
        {visit.customer.email && <span className="block text-muted">{visit.customer.email}</span>}
        {visit.customer.phone && <span className="block text-muted">{visit.customer.phone}</span>}
        {address && <span className="block text-muted">{address}</span>}
      </Row>
      <Row label={t('scheduling.common.assignedTo')}>{visit.assignedUserName ?? t('scheduling.common.unassigned')}</Row>
      <Row label={t('scheduling.details.technician')}>
        {visit.assignedTechnician ?? t('scheduling.details.notAssigned')}
      </Row>
      <Row label={t('scheduling.details.type')}>{typeLabels(t)[visit.appointmentType]}</Row>
      <Row label={t('scheduling.common.priority')}>{priorityLabels(t)[visit.priority]}</Row>
      {visit.location && <Row label={t('scheduling.details.location')}>{visit.location}</Row>}
      <Row label={t('scheduling.details.estimatedCost')}>{money(visit.estimatedCost)}</Row>
      {hasCosts && (
        <Row label={t('scheduling.details.costs')}>
          {t('scheduling.details.costsText', {
            actual: money(visit.actualCost),
            materials: money(visit.materialsCost),
            labor: money(visit.laborCost),
          })}
        </Row>
      )}
      {visit.description && (
        <Row label={t('scheduling.common.description')}>
          <span className="whitespace-pre-line">{visit.description}</span>
        </Row>
      )}
      {visit.notes && (
        <Row label={t('scheduling.common.notes')}>
          <span className="whitespace-pre-line">{visit.notes}</span>
        </Row>
      )}
      {visit.job && (
        <Row label={t('scheduling.details.job')}>
          {visit.job.serviceName}
          <span className="block text-muted">
            {visit.job.recurring ? repeatText(t, visit.job.rrule) : t('scheduling.details.oneVisit')}
          </span>
        </Row>
      )}
      <Row label={t('scheduling.details.answer')}>
        {visit.customerResponse ? answers[visit.customerResponse] : t('scheduling.details.noAnswer')}
      </Row>
      <Row label={t('scheduling.details.reminder')}>
        {visit.reminderSent ? t('scheduling.details.reminderSent') : t('scheduling.details.reminderNotSent')}
      </Row>
      {visit.tasks.total > 0 && (
        <Row label={t('scheduling.common.tasks')}>
          {t('scheduling.details.tasksDone', { done: visit.tasks.done, total: visit.tasks.total })}
        </Row>
      )}
      {visit.onMyWayAt && <Row label={t('scheduling.details.onTheWay')}>{at(visit.onMyWayAt)}</Row>}
      {visit.startedAt && <Row label={t('scheduling.details.started')}>{at(visit.startedAt)}</Row>}
      {visit.completedAt && <Row label={t('scheduling.details.completed')}>{at(visit.completedAt)}</Row>}
    </dl>
  );
}
