import { AppError } from '../../../../shared/app-error';
import {
  PHOTO_MAX_BYTES,
  PHOTOS_PER_LOG,
  photoMessages,
  progressPhotosFieldsSchema,
} from '../../../../shared/scheduling/job-work.schemas';
import { NUL_MESSAGE } from '../../../../shared/text';
import { findNul } from '../../../lib/input-guard';

export type CheckedPhoto = { contentType: string; data: Uint8Array };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes are, whatever name or type the file came with. */
export function sniffPhoto(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** The platform's own multipart parser (undici's, behind fetch's Response): no hand-written boundary scanning. */
async function parseForm(body: Uint8Array, contentType: string) {
  try {
    return await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    // A broken form, or a content type the Headers class refuses: bad input either way, never a 500.
    throw new AppError('BAD_REQUEST', photoMessages.form);
  }
}

const badPhoto = (message: string) => new AppError('BAD_REQUEST', message, { photos: message });

/**
 * Reads the multipart form of a photo entry and checks all of it (message, count, each file's size and bytes) before
 * anything is stored, so a bad file stores nothing.
 */
export async function readPhotoForm(body: Uint8Array | undefined, contentType: string | undefined) {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data') || !body) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', photoMessages.form);
  }
  const form = await parseForm(body, contentType);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const fields = { message: text('message'), taskId: text('taskId') };
  // The API-wide NUL guard sees this body as bytes; PostgreSQL would refuse the text with a 500.
  const nul = findNul(fields);
  if (nul) throw new AppError('BAD_REQUEST', NUL_MESSAGE, { [nul]: NUL_MESSAGE });
  const parsed = progressPhotosFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]).reverse());
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message, fields);
  }
  const files = [...form.values()].filter((v): v is File => typeof v !== 'string');
  if (files.length === 0) throw badPhoto(photoMessages.required);
  if (files.length > PHOTOS_PER_LOG) throw badPhoto(photoMessages.count);
  if (files.some((f) => f.size > PHOTO_MAX_BYTES)) throw badPhoto(photoMessages.size);
  const photos: CheckedPhoto[] = [];
  for (const file of files) {
    const data = new Uint8Array(await file.arrayBuffer());
    const type = sniffPhoto(data);
    if (!type) throw badPhoto(photoMessages.type);
    photos.push({ contentType: type, data });
  }
  return { ...parsed.data, photos };
}
