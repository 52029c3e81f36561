import { z } from '../zod';
import { DATE_FORMATS, LANGUAGES, NUMBER_FORMATS, THEMES } from './preference-values';

export * from './preference-values';

/** Texts of Profile Settings: the specification's toast on failure, ours where it says nothing. */
export const preferencesMessages = {
  updateFailed: 'Update Failed',
  savedTitle: 'Preferences Updated',
  saved: 'Your preferences have been saved.',
  theme: 'Please choose light, dark or auto',
  language: 'Please choose English, Spanish or French',
  dateFormat: 'Please choose one of the date formats',
  numberFormat: 'Please choose one of the number formats',
  timezone: 'Please choose one of the offered time zones',
  toggle: 'Must be on or off',
} as const;

const m = preferencesMessages;
const toggle = z.boolean({ error: m.toggle });
/** A zone name as IANA writes them; whether it may be chosen is the server's to say (offered, or already yours). */
export const timezoneField = z
  .string({ error: m.timezone })
  .trim()
  .min(1, m.timezone)
  .max(64, m.timezone)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, m.timezone);

/** The preferences as saved (or their defaults), with the two security switches Account Settings writes. */
export const preferencesSchema = z.object({
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  dateFormat: z.enum(DATE_FORMATS),
  numberFormat: z.enum(NUMBER_FORMATS),
  timezone: z.string(),
  compactView: z.boolean(),
  autoSave: z.boolean(),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  /** Whether the account's address is on the platform's newsletter list. */
  marketingEmails: z.boolean(),
  weeklyDigest: z.boolean(),
  securityAlerts: z.boolean(),
  loginNotifications: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/user/preferences: any of these; what is left out stays as it is. */
export const preferencesInputSchema = z.object({
  theme: z.enum(THEMES, { error: m.theme }).optional(),
  language: z.enum(LANGUAGES, { error: m.language }).optional(),
  dateFormat: z.enum(DATE_FORMATS, { error: m.dateFormat }).optional(),
  numberFormat: z.enum(NUMBER_FORMATS, { error: m.numberFormat }).optional(),
  timezone: timezoneField.optional(),
  compactView: toggle.optional(),
  autoSave: toggle.optional(),
  emailNotifications: toggle.optional(),
  pushNotifications: toggle.optional(),
  marketingEmails: toggle.optional(),
  weeklyDigest: toggle.optional(),
});
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;
