import { AppError } from '../../../shared/app-error';
import {
  PENDING_SCREENSHOTS_MAX,
  SCREENSHOT_MAX_BYTES,
  feedbackMessages as m,
  type Screenshot,
} from '../../../shared/feedback/feedback.schemas';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session';
import { newToken } from '../../lib/tokens';
import * as q from './feedback-screenshots.queries';

/** Where a screenshot is served (to its uploader and the administrators). */
export const screenshotUrl = (key: string) => `/api/feedback/attachments/${key}`;

/** A form left with screenshots and never sent: they are forgotten after this long. */
const PENDING_LIFETIME_MS = 24 * 60 * 60 * 1000;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes are, whatever name or type the file came with; undefined for anything else. */
export function sniffScreenshot(bytes: Uint8Array): string | undefined {
  if (bytes.byteLength < 12) return undefined;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  return undefined;
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Keeps an uploaded screenshot, checked by its bytes and size, until a submission takes it (`attachments`). A user
 * holds at most `PENDING_SCREENSHOTS_MAX` waiting at once; those left a day unsent are dropped first.
 */
export async function uploadScreenshot(
  db: Db,
  user: SessionUser,
  file: { body: Uint8Array; fileName?: string },
): Promise<Screenshot> {
  if (file.body.byteLength > SCREENSHOT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', m.screenshotSize);
  const contentType = sniffScreenshot(file.body);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.screenshotType);
  return db.transaction(async (tx) => {
    await q.deleteStalePendingScreenshots(tx, { userId: user.id, before: new Date(Date.now() - PENDING_LIFETIME_MS) });
    if ((await q.countPendingScreenshots(tx, { userId: user.id })) >= PENDING_SCREENSHOTS_MAX) {
      throw new AppError('CONFLICT', m.screenshotsPending);
    }
    const row = await q.insertScreenshot(tx, {
      key: newToken(),
      userId: user.id,
      fileName: file.fileName || `screenshot.${extensions[contentType]}`,
      contentType,
      byteSize: file.body.byteLength,
      data: file.body,
    });
    return { ...row, url: screenshotUrl(row.key) };
  });
}

/** The screenshot's bytes for its uploader or an administrator; anyone else is answered as for a missing one. */
export async function getScreenshotFile(db: Db, user: SessionUser, key: string) {
  const file = await q.findScreenshotFile(db, { key, userId: user.isAdmin ? undefined : user.id });
  if (!file) throw new AppError('NOT_FOUND', m.screenshotNotFound);
  return file;
}

/** The form's remove button: a screenshot not yet sent goes; a sent one stays with its submission. */
export async function removeScreenshot(db: Db, user: SessionUser, key: string) {
  if (!(await q.deletePendingScreenshot(db, { key, userId: user.id }))) {
    throw new AppError('NOT_FOUND', m.screenshotNotFound);
  }
}
