import { z } from './zod';

/** The longest address mail can carry (RFC 5321: a 256-octet path less its angle brackets); columns hold 255. */
export const EMAIL_MAX = 254;

/**
 * An e-mail address as every form takes it: trimmed, lower-cased, at most EMAIL_MAX characters once lower-cased
 * (some letters grow), and well formed; `message` for anything else. Longer input is refused here rather than
 * failing in the database.
 */
export const emailAddress = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(EMAIL_MAX, message).pipe(z.email(message));
