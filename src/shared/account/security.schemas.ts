import { publicUserSchema } from '../auth/auth.schemas';
import { z } from '../zod';

/** Two-factor sign-in (TOTP, RFC 6238: 30 s steps, 6 digits, SHA-1) and its limits. */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  recoveryCodes: 10,
  /** A sign-in waiting for its code lives this long. */
  challengeTtlMs: 10 * 60 * 1000,
  /** Wrong codes one challenge takes before it is gone (the password must be given again). */
  challengeAttempts: 5,
  /** Wrong codes in a row, over every challenge, after which the account refuses codes for `lockMs`. */
  accountFailures: 10,
  lockMs: 15 * 60 * 1000,
} as const;

/** The last-seen time of a session is written at most this often (most requests write nothing). */
export const SESSION_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Texts of the Security section and the sign-in's code step. */
export const securityMessages = {
  updateFailed: 'Update Failed',
  passwordRequired: 'Password is required',
  passwordWrong: 'Password is incorrect',
  codeRequired: 'Enter the code from your authenticator app',
  codeWrong: 'That code is not valid. Check your authenticator app and try again.',
  codeUsed: 'That code has already been used. Wait for the next one.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  notStarted: 'Start the two-factor setup first.',
  notOn: 'Two-factor sign-in is not on.',
  useSetup: 'Two-factor sign-in is turned on with Set up, by scanning the QR code and entering a code.',
  useDisable: 'Two-factor sign-in is turned off with Turn off, which asks for a code and your password.',
  challengeExpired: 'This sign-in has expired or had too many wrong codes. Please sign in again.',
  locked: (minutes: number) =>
    `Too many wrong codes. Two-factor sign-in is locked for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  enabled: 'Two-factor sign-in is on. Every other session has been signed out.',
  disabled: 'Two-factor sign-in is off.',
  codesReplaced: 'Your new recovery codes replace the old ones.',
  settingsSaved: 'Your security settings have been saved.',
  sessionEnded: 'The session has been signed out.',
  sessionNotFound: 'Session not found',
  othersEnded: 'Every other session has been signed out.',
} as const;

const password = z
  .string({ error: securityMessages.passwordRequired })
  .min(1, securityMessages.passwordRequired)
  .max(255);
/** A code from the app (6 digits) or a recovery code (letters and digits, dashes and spaces ignored). */
const code = z
  .string({ error: securityMessages.codeRequired })
  .trim()
  .min(1, securityMessages.codeRequired)
  .max(40, securityMessages.codeWrong);

/** POST /api/user/two-factor/setup. */
export const twoFactorSetupSchema = z.object({ password });
export const twoFactorSetupAnswerSchema = z.object({
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, as a PNG data URL. */
  qrCode: z.string(),
  /** The key to type in when the QR code cannot be scanned (Base32). Sent at setup only. */
  secret: z.string(),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;

/** POST /api/user/two-factor/enable and /recovery-codes. */
export const twoFactorCodeSchema = z.object({ code });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;
/** Shown once: only their hashes are kept. */
export const recoveryCodesAnswerSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** POST /api/user/two-factor/disable. */
export const twoFactorDisableSchema = z.object({ code, password });
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;

/** PUT /api/user/security (the specification's fields); each is optional, what is sent is saved. */
export const securitySettingsSchema = z.object({
  twoFactorEnabled: z.boolean().optional(),
  emailNotifications: z.boolean().optional(),
  securityAlerts: z.boolean().optional(),
  loginNotifications: z.boolean().optional(),
});
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;

/** GET /api/user/security. */
export const securityStatusSchema = z.object({
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  emailNotifications: z.boolean(),
  securityAlerts: z.boolean(),
  loginNotifications: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

/** One live session of the user. `id` is opaque (derived from the stored hash, never the hash). */
export const activeSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
/** The most recent sessions first; a user with more than this many sees the newest. */
export const SESSIONS_SHOWN = 50;
export const activeSessionsSchema = z.object({ items: z.array(activeSessionSchema) });
export const sessionIdParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, securityMessages.sessionNotFound),
});

/** POST /api/login/two-factor: the code step of a sign-in. */
export const loginTwoFactorSchema = z.object({
  challengeToken: z.string().min(1, securityMessages.challengeExpired).max(100, securityMessages.challengeExpired),
  code,
});
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorSchema>;

/** A right password on an account with two-factor sign-in: no session yet, the code is asked for. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() });
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;
/** POST /api/login answers the user (signed in) or asks for the code. */
export const loginAnswerSchema = z.union([publicUserSchema, twoFactorRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
