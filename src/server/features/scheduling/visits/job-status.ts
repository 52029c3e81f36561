import { OPEN_STATUSES } from '../../../../shared/scheduling/schedule-values';
import type { Db } from '../../../db/client';
import * as jq from './jobs.queries';
import { ruleForVisits } from './recurrence';

const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * A job's status from its visits': in progress while one is, scheduled while one is still ahead, completed once
 * none is left open and one was done, cancelled when all were cancelled.
 */
export function jobStatusOf(statuses: string[]) {
  if (statuses.includes('in-progress')) return 'in-progress';
  if (statuses.some(isOpen)) return 'scheduled';
  if (statuses.includes('completed')) return 'completed';
  return 'cancelled';
}

/**
 * Brings the job in line with its visits after they changed: its status (completed with the day it came to be),
 * its first visit's start, its rule's count (`ruleForVisits`); a job left without visits goes, unless an invoice was made from it (the invoice keeps
 * its `jobId`).
 */
export async function settleJob(tx: Db, opts: { companyId: number; jobId: number; now: Date }) {
  const { companyId, jobId, now } = opts;
  const visits = await jq.findJobVisits(tx, { companyId, jobId });
  if (visits.length === 0) {
    await jq.deleteJobUnlessInvoiced(tx, { companyId, id: jobId });
    return;
  }
  const job = await jq.findJob(tx, { companyId, id: jobId });
  const status = jobStatusOf(visits.map((v) => v.status));
  const first = visits.reduce((a, b) => (a.startTime <= b.startTime ? a : b));
  await jq.updateJobRow(
    tx,
    { companyId, id: jobId },
    {
      status,
      scheduledDate: first.startTime,
      completedDate: status === 'completed' ? (job?.completedDate ?? now) : null,
      ...(job?.rrule
        ? {
            rrule: ruleForVisits(
              job.rrule,
              visits.map((v) => v.startTime),
            ),
          }
        : {}),
    },
  );
}
