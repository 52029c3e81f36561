import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Env } from '../../env';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Marks the layout of what is stored, so a later scheme can tell its own values apart. */
const VERSION = 'v1';

/** The 32-byte key of SETTINGS_ENCRYPTION_KEY (hex or base64, checked by env.ts), or undefined when unset. */
export function settingsKey(env: Pick<Env, 'SETTINGS_ENCRYPTION_KEY'>): Buffer | undefined {
  const text = env.SETTINGS_ENCRYPTION_KEY;
  if (!text) return undefined;
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** `v1:` and base64 of IV, authentication tag and ciphertext: a fresh IV each time, so equal secrets differ. */
export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

/** The secret back; throws when the key is not the one it was stored with or the value was altered. */
export function decryptSecret(key: Buffer, stored: string): string {
  const [version, payload] = stored.split(':');
  if (version !== VERSION || !payload) throw new Error('The stored secret is not in a known format');
  const raw = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
