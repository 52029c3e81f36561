import type { z } from 'zod';
import { AppError } from '../../../shared/app-error';
import {
  siteSettingsMessages as m,
  type EmailSettingsView,
  type emailSettingsSchema,
  type PlatformSettings as PlatformSettingsView,
  type PublicSite,
} from '../../../shared/site-settings/site-settings.schemas';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { SmtpSettings } from '../../lib/mailer/settings-transport';
import {
  cachedPlatformSettings,
  getPlatformSettings,
  savePlatformSettings,
  type PlatformSettings,
} from '../admin/platform-settings.service';
import { decryptSecret, encryptSecret, settingsKey } from './settings-crypto';

export function platformView(s: PlatformSettings): PlatformSettingsView {
  return {
    siteName: s.siteName,
    siteDescription: s.siteDescription,
    maintenanceMode: s.maintenanceMode,
    newUserRegistration: s.newUserRegistration,
    emailVerificationRequired: s.emailVerificationRequired,
    defaultPlan: s.defaultPlan as PlatformSettingsView['defaultPlan'],
    supportEmail: s.supportEmail,
  };
}

export async function getPlatformView(db: Db) {
  return platformView(await getPlatformSettings(db));
}

export async function updatePlatformSettings(db: Db, input: PlatformSettingsView) {
  return platformView(await savePlatformSettings(db, input));
}

export function emailView(s: PlatformSettings, env: Env): EmailSettingsView {
  const smtpUrlInUse = Boolean(env.SMTP_URL);
  return {
    smtpHost: s.smtpHost,
    smtpPort: s.smtpPort,
    smtpUsername: s.smtpUsername,
    smtpPasswordSet: s.smtpPasswordEncrypted !== null,
    fromEmail: s.fromEmail,
    fromName: s.fromName,
    smtpUrlInUse,
    encryptionKeySet: settingsKey(env) !== undefined,
    delivery: smtpUrlInUse ? 'environment' : s.smtpHost ? 'settings' : 'outbox',
  };
}

export async function getEmailView(db: Db, env: Env) {
  return emailView(await getPlatformSettings(db), env);
}

/**
 * Saves the SMTP settings. A new password is stored encrypted under SETTINGS_ENCRYPTION_KEY, and refused (400,
 * nothing saved) without the key; an empty one keeps the stored password.
 */
export async function updateEmailSettings(db: Db, env: Env, input: z.output<typeof emailSettingsSchema>) {
  const { smtpPassword, clearSmtpPassword, ...values } = input;
  let smtpPasswordEncrypted: string | null | undefined;
  if (smtpPassword) {
    const key = settingsKey(env);
    if (!key) throw new AppError('BAD_REQUEST', m.keyMissing, { smtpPassword: m.keyMissing });
    smtpPasswordEncrypted = encryptSecret(key, smtpPassword);
  } else if (clearSmtpPassword) {
    smtpPasswordEncrypted = null;
  }
  const row = await savePlatformSettings(db, {
    ...values,
    ...(smtpPasswordEncrypted === undefined ? {} : { smtpPasswordEncrypted }),
  });
  return emailView(row, env);
}

/**
 * The SMTP server of Site Settings > Email as the mailer uses it for each message (the cached settings: the process
 * that saves them forgets its copy), or null without a host: mail then stays in the local outbox.
 */
export async function readSmtpSettings(db: Db, env: Env): Promise<SmtpSettings | null> {
  const s = await cachedPlatformSettings(db);
  if (!s.smtpHost) return null;
  let password: string | null = null;
  if (s.smtpPasswordEncrypted) {
    const key = settingsKey(env);
    if (!key) throw new Error('An SMTP password is stored but SETTINGS_ENCRYPTION_KEY is not set: it cannot be read');
    try {
      password = decryptSecret(key, s.smtpPasswordEncrypted);
    } catch {
      throw new Error('The stored SMTP password cannot be read with this SETTINGS_ENCRYPTION_KEY: save it again');
    }
  }
  return {
    host: s.smtpHost,
    port: s.smtpPort,
    user: s.smtpUsername,
    password,
    fromEmail: s.fromEmail,
    fromName: s.fromName,
  };
}

/** What every visitor may know of the settings: the site's name, its support address, whether sign-up is open. */
export async function getPublicSite(db: Db): Promise<PublicSite> {
  const s = await cachedPlatformSettings(db);
  return { siteName: s.siteName, supportEmail: s.supportEmail, registrationOpen: s.newUserRegistration };
}
