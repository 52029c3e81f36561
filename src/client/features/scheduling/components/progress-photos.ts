import { PHOTO_MAX_BYTES, PHOTO_TYPES, PHOTOS_PER_LOG, photoMessages } from '@shared/scheduling/job-work.schemas';

/**
 * The photos an entry keeps after `chosen` are added to `current`: each a PNG, JPEG or WebP of at most 5 MB, at most
 * 6 in all. A refused photo is left out, with the reason, before anything is sent: a phone on a site's weak signal
 * should not upload 12 MB to hear no.
 */
export function addPhotos(current: File[], chosen: File[]): { photos: File[]; error?: string } {
  const photos = [...current];
  let error: string | undefined;
  for (const file of chosen) {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) error ??= photoMessages.type;
    else if (file.size > PHOTO_MAX_BYTES) error ??= photoMessages.size;
    else if (photos.length >= PHOTOS_PER_LOG) error ??= photoMessages.count;
    else photos.push(file);
  }
  return { photos, error };
}
