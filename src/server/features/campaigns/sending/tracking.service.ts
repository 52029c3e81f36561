import { AppError } from '../../../../shared/app-error';
import { campaignMessages } from '../../../../shared/campaigns/campaign-values';
import type { Db } from '../../../db/client';
import { campaignLinks } from './campaign-content';
import { PREVIEW_TOKEN } from './campaign-urls';
import * as q from './tracking.queries';

/** A transparent 1x1 GIF. */
export const OPEN_PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const linkNotFound = () => new AppError('NOT_FOUND', campaignMessages.linkNotFound);

/** Counts the recipient's first open (not for `count: false`); a preview's pixel counts nothing; an unknown token is 404. */
export async function recordOpen(db: Db, token: string, opts: { count: boolean }) {
  if (token === PREVIEW_TOKEN) return;
  const known = opts.count ? await q.recordOpenRow(db, token) : (await q.findContentByToken(db, token)) !== undefined;
  if (!known) throw linkNotFound();
}

/**
 * Where the recipient's n-th link leads: the n-th URL of their campaign's content, nothing else (no open redirect).
 * The first click is counted (with an open, if none yet); an unknown token or n is 404 and counts nothing.
 */
export async function followClick(db: Db, token: string, n: number, opts: { count: boolean }): Promise<string> {
  const campaign = await q.findContentByToken(db, token);
  const url = campaign ? campaignLinks(campaign.content)[n] : undefined;
  if (url === undefined) throw linkNotFound();
  if (opts.count) await q.recordClickRow(db, token);
  // As a header can carry it: the host in punycode, the rest percent-encoded.
  return new URL(url).href;
}
