import type { Db } from '../../../db/client';
import * as jq from './jobs.queries';
import type { VisitRow } from './visits.queries';

/**
 * The job the edited visits belong to once the form is saved. A job is one customer and one service: a visit given
 * a service gets a one-off job; a job whose customer or service changes for all its visits is changed; when some of
 * its visits stay behind, the edited ones move to a job of their own (recurring still when several move). A form
 * without a service leaves the visit's job as it is. Answers the job and every job to settle afterwards.
 */
export async function assignJob(
  tx: Db,
  opts: {
    companyId: number;
    current: VisitRow;
    visitIds: number[];
    customerId: number;
    serviceId: number | null;
    title: string;
    firstStart: Date;
  },
): Promise<{ jobId: number | null; touched: number[] }> {
  const { companyId, current } = opts;
  const job = current.jobId ? await jq.findJob(tx, { companyId, id: current.jobId }) : undefined;
  if (!job) {
    if (opts.serviceId === null) return { jobId: null, touched: [] };
    const created = await jq.insertJob(tx, {
      companyId,
      customerId: opts.customerId,
      serviceId: opts.serviceId,
      description: opts.title,
      status: 'scheduled',
      scheduledDate: opts.firstStart,
    });
    return { jobId: created.id, touched: [created.id] };
  }
  const serviceId = opts.serviceId ?? job.serviceId;
  if (job.customerId === opts.customerId && job.serviceId === serviceId) return { jobId: job.id, touched: [job.id] };
  const moving = new Set(opts.visitIds);
  const visits = await jq.findJobVisits(tx, { companyId, jobId: job.id });
  if (visits.every((v) => moving.has(v.id))) {
    await jq.updateJobRow(tx, { companyId, id: job.id }, { customerId: opts.customerId, serviceId });
    return { jobId: job.id, touched: [job.id] };
  }
  const split = await jq.insertJob(tx, {
    companyId,
    customerId: opts.customerId,
    serviceId,
    description: job.description,
    status: 'scheduled',
    scheduledDate: opts.firstStart,
    rrule: opts.visitIds.length > 1 ? job.rrule : null,
  });
  return { jobId: split.id, touched: [job.id, split.id] };
}
