import { languageOf } from '../../../../shared/account/preference-values';
import { AppError } from '../../../../shared/app-error';
import { campaignMessages, type UnsubscribeStatus } from '../../../../shared/campaigns/campaigns.schemas';
import type { Db } from '../../../db/client';
import * as q from './unsubscribe.queries';

const notFound = () => new AppError('NOT_FOUND', campaignMessages.unsubscribeNotFound);

export async function getUnsubscribeStatus(db: Db, token: string): Promise<UnsubscribeStatus> {
  const status = await q.findUnsubscribeStatus(db, token);
  if (!status) throw notFound();
  return { ...status, language: languageOf(status.language) };
}

/** No campaign of the business goes to the customer any more; their invoices, quotes and reminders still do. */
export async function unsubscribe(db: Db, token: string) {
  if (!(await q.unsubscribeRow(db, token))) throw notFound();
  return getUnsubscribeStatus(db, token);
}

export async function resubscribe(db: Db, token: string) {
  if (!(await q.resubscribeRow(db, token))) throw notFound();
  return getUnsubscribeStatus(db, token);
}
