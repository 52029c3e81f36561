import type { z } from 'zod';
import type { ProgressLog, progressLogInputSchema } from '../../../../shared/scheduling/job-work.schemas';
import { PROGRESS_LOG_LIMIT } from '../../../../shared/scheduling/job-work.schemas';
import type { Db } from '../../../db/client';
import type { VisitScope } from '../visit-scope';
import type { SessionUser } from '../../../lib/session';
import { deleteUploads, storeUploads, uploadUrl } from '../../company/company.service';
import type { CheckedPhoto } from './progress-photos';
import * as q from './progress-log.queries';
import { getTask, getVisitId, progressAuthor } from './work-access.service';

type NoteValues = z.output<typeof progressLogInputSchema>;
type Visit = VisitScope & { appointmentId: number };

/** The visit's rows' keys, without the scope's assignee (which only finds the visit). */
const rowsOf = (v: Visit) => ({ companyId: v.companyId, appointmentId: v.appointmentId });
type StoredPhoto = { key: string; contentType: string; byteSize: number };

/** The photos a log entry's metadata names; metadata is free JSON, so anything else in it is ignored. */
function photosOf(metadata: q.ProgressLogRow['metadata']): StoredPhoto[] {
  const photos = metadata?.photos;
  if (!Array.isArray(photos)) return [];
  return photos.filter(
    (p): p is StoredPhoto => typeof p === 'object' && p !== null && typeof (p as StoredPhoto).key === 'string',
  );
}

export function toProgressLog(log: q.ProgressLogRow): ProgressLog {
  return {
    id: log.id,
    appointmentId: log.appointmentId,
    taskId: log.taskId,
    logType: log.logType as ProgressLog['logType'],
    message: log.message,
    previousValue: log.previousValue,
    newValue: log.newValue,
    loggedBy: log.loggedBy,
    photos: photosOf(log.metadata).map((p) => ({
      url: uploadUrl(p.key),
      contentType: p.contentType,
      byteSize: p.byteSize,
    })),
    createdAt: log.createdAt.toISOString(),
  };
}

/** The visit's newest entries first, at most PROGRESS_LOG_LIMIT. */
export async function listProgress(db: Db, visit: Visit) {
  await getVisitId(db, visit, visit.appointmentId);
  return (await q.findProgressLogs(db, { ...rowsOf(visit), limit: PROGRESS_LOG_LIMIT })).map(toProgressLog);
}

async function checkTarget(db: Db, visit: Visit, taskId: number | null | undefined) {
  await getVisitId(db, visit, visit.appointmentId);
  if (taskId != null) await getTask(db, { ...rowsOf(visit), id: taskId });
}

export async function addNote(db: Db, user: SessionUser, visit: Visit, input: NoteValues) {
  await checkTarget(db, visit, input.taskId);
  const log = await q.insertProgressLog(db, {
    ...rowsOf(visit),
    taskId: input.taskId ?? null,
    logType: 'note',
    message: input.message,
    ...progressAuthor(user),
  });
  return toProgressLog(log);
}

/** One 'photo' entry and its files, stored together or not at all. */
export async function addPhotos(
  db: Db,
  user: SessionUser,
  visit: Visit,
  input: { message: string; taskId?: number; photos: CheckedPhoto[] },
) {
  await checkTarget(db, visit, input.taskId);
  return db.transaction(async (tx) => {
    const keys = await storeUploads(tx, visit.companyId, input.photos);
    const photos = input.photos.map((p, i) => ({
      key: keys[i]!,
      contentType: p.contentType,
      byteSize: p.data.byteLength,
    }));
    const log = await q.insertProgressLog(tx, {
      ...rowsOf(visit),
      taskId: input.taskId ?? null,
      logType: 'photo',
      message: input.message,
      metadata: { photos },
      ...progressAuthor(user),
    });
    return toProgressLog(log);
  });
}

/**
 * Deletes the files of the visits' photo entries: the entries go with the visits (on delete cascade), their uploads
 * would not. Called in the transaction that deletes the visits, before the delete.
 */
export async function deleteVisitPhotos(db: Db, visits: { companyId: number; appointmentIds: number[] }) {
  const keys = (await q.findPhotoMetadata(db, visits)).flatMap((m) => photosOf(m).map((p) => p.key));
  await deleteUploads(db, visits.companyId, keys);
}
