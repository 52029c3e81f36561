import { AppError } from '../../../shared/app-error';
import {
  feedbackMessages as m,
  type Feedback,
  type FeedbackPriority,
  type FeedbackResponse,
  type FeedbackStatus,
  type FeedbackType,
  type FeedbackValues,
} from '../../../shared/feedback/feedback.schemas';
import type { Db } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { SessionUser } from '../../lib/session';
import { notify } from '../notifications/notifications.service';
import { feedbackResponseEmail, newFeedbackEmail } from './feedback.emails';
import { screenshotUrl } from './feedback-screenshots.service';
import * as q from './feedback.queries';

/** An administrator reads everyone's submissions and internal notes; anyone else their own, public responses only. */
const readerOf = (user: SessionUser): q.Reader => (user.isAdmin ? {} : { userId: user.id });

export const toResponse = (r: q.ResponseRow): FeedbackResponse => ({
  id: r.id,
  response: r.response,
  isInternal: r.isInternal,
  createdAt: r.createdAt.toISOString(),
});

/** Submissions with their screenshots and the responses this reader may see, in two queries for the lot. */
async function withDetails(db: Db, user: SessionUser, rows: q.FeedbackRow[]): Promise<Feedback[]> {
  const feedbackIds = rows.map((r) => r.id);
  const [responses, screenshots] = await Promise.all([
    q.findResponses(db, { feedbackIds, withInternal: user.isAdmin }),
    q.findScreenshots(db, { feedbackIds }),
  ]);
  return rows.map((r) => ({
    id: r.id,
    type: r.type as FeedbackType,
    title: r.title,
    description: r.description,
    priority: r.priority as FeedbackPriority,
    status: r.status as FeedbackStatus,
    userId: r.userId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    attachments: screenshots
      .filter((s) => s.feedbackId === r.id)
      .map(({ key, fileName, contentType, byteSize }) => ({
        key,
        fileName,
        contentType,
        byteSize,
        url: screenshotUrl(key),
      })),
    responses: responses.filter((x) => x.feedbackId === r.id).map(toResponse),
  }));
}

const notFound = () => new AppError('NOT_FOUND', m.notFound);

export async function listFeedback(
  db: Db,
  user: SessionUser,
  page: { limit: number; offset: number; status?: FeedbackStatus },
) {
  const { rows, total } = await q.findFeedbackPage(db, { ...readerOf(user), ...page });
  return { items: await withDetails(db, user, rows), total };
}

export const getFeedbackSummary = (db: Db, user: SessionUser) => q.summarizeFeedback(db, readerOf(user));

/** One submission with its responses; another user's answers 404, exactly as a missing one. */
export async function getFeedback(db: Db, user: SessionUser, id: number): Promise<Feedback> {
  const row = await q.findFeedback(db, { ...readerOf(user), id });
  if (!row) throw notFound();
  const [feedback] = await withDetails(db, user, [row]);
  return feedback;
}

/**
 * Records the submission (status open), takes its screenshots and tells every administrator by e-mail, all in one
 * transaction: a screenshot that is not the user's own waiting one refuses the whole submission.
 */
export async function createFeedback(
  ctx: AppContext,
  user: SessionUser,
  input: FeedbackValues,
  meta: { userAgent?: string },
): Promise<Feedback> {
  const row = await ctx.db.transaction(async (tx) => {
    const row = await q.insertFeedback(tx, {
      userId: user.id,
      type: input.type,
      priority: input.priority,
      title: input.title,
      description: input.description,
      attachments: input.attachments,
      metadata: meta.userAgent ? { userAgent: meta.userAgent.slice(0, 500) } : null,
    });
    const taken = await q.attachScreenshots(tx, { userId: user.id, feedbackId: row.id, keys: input.attachments });
    if (taken.length !== input.attachments.length) {
      throw new AppError('BAD_REQUEST', m.screenshotUnknown, { attachments: m.screenshotUnknown });
    }
    for (const admin of await q.findAdministrators(tx)) {
      await ctx.mailer.send(tx, {
        to: admin.email,
        replyTo: user.email,
        subject: `New feedback: ${row.title}`,
        body: newFeedbackEmail({
          firstName: admin.firstName ?? 'there',
          submitterEmail: user.email,
          type: row.type,
          priority: row.priority,
          title: row.title,
          description: row.description,
          screenshots: taken.length,
          link: `${ctx.origin.url}/admin/feedback`,
        }),
        relatedTo: `feedback:${row.id}`,
      });
    }
    return row;
  });
  const [feedback] = await withDetails(ctx.db, user, [row]);
  return feedback;
}

/** Any status at any time (section 4): answers the submission as the administrator sees it. */
export async function updateFeedbackStatus(db: Db, admin: SessionUser, id: number, status: FeedbackStatus) {
  const row = await q.updateFeedbackStatus(db, { id, status });
  if (!row) throw notFound();
  const [feedback] = await withDetails(db, admin, [row]);
  return feedback;
}

/**
 * An administrator's response. A public one is e-mailed to the submitter and shown on their bell, in the same
 * transaction; an internal note tells nobody.
 */
export async function addFeedbackResponse(
  ctx: AppContext,
  admin: SessionUser,
  id: number,
  input: { response: string; isInternal: boolean },
): Promise<FeedbackResponse> {
  const response = await ctx.db.transaction(async (tx) => {
    const feedback = await q.findFeedback(tx, { id });
    if (!feedback) throw notFound();
    const row = await q.insertResponse(tx, {
      feedbackId: id,
      adminUserId: admin.id,
      response: input.response,
      isInternal: input.isInternal,
    });
    if (row.isInternal) return row;
    const submitter = await q.findSubmitter(tx, { userId: feedback.userId });
    if (!submitter) return row;
    await notify(tx, {
      userId: submitter.id,
      kind: 'feedback.response',
      title: 'New reply to your feedback',
      body: feedback.title,
      link: '/feedback',
    });
    await ctx.mailer.send(tx, {
      to: submitter.email,
      subject: `Re: ${feedback.title}`,
      body: feedbackResponseEmail({
        firstName: submitter.firstName ?? 'there',
        title: feedback.title,
        response: row.response,
        link: `${ctx.origin.url}/feedback`,
      }),
      relatedTo: `feedback:${id}`,
    });
    return row;
  });
  return toResponse(response);
}
