import type { Env } from '../../../env';
import { decryptSecret, encryptSecret, settingsKey } from '../../site-settings/settings-crypto';

type KeyEnv = Pick<Env, 'SETTINGS_ENCRYPTION_KEY'>;

/**
 * The TOTP secret as stored: encrypted (AES-256-GCM, `v1:...`) under SETTINGS_ENCRYPTION_KEY when it is set, as is
 * otherwise (docs/deploy.md says so). A Base32 secret never contains ':', so the two cannot be confused.
 */
export function sealSecret(env: KeyEnv, secret: string): string {
  const key = settingsKey(env);
  return key ? encryptSecret(key, secret) : secret;
}

/** The secret back from what `sealSecret` stored. */
export function openSecret(env: KeyEnv, stored: string): string {
  if (!stored.includes(':')) return stored;
  const key = settingsKey(env);
  if (!key) throw new Error('A two-factor secret is stored encrypted but SETTINGS_ENCRYPTION_KEY is not set');
  return decryptSecret(key, stored);
}
