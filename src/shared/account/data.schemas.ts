import { z } from '../zod';

/** At most this many exports a day per account: each one reads the whole business. */
export const DATA_EXPORTS_PER_DAY = 3;
/** How long an export's link works. */
export const DATA_EXPORT_TTL_DAYS = 7;

/** Texts of the Danger Zone (the specification leaves its behaviour unshown: ours). */
export const dataMessages = {
  exportQueued: 'Your export is being prepared. We will e-mail you a link when it is ready.',
  exportInProgress: 'Your export is already being prepared. We will e-mail you a link when it is ready.',
  exportLimit: `You can request ${DATA_EXPORTS_PER_DAY} exports a day. Please try again tomorrow.`,
  exportNotFound: 'Export not found',
  exportExpired: 'This download link has expired. Request a new export from Account Settings.',
  exportFailedTitle: 'Export Failed',
  passwordRequired: 'Password is required',
  passwordWrong: 'Password is incorrect',
  companyNameRequired: 'Type your company name to confirm',
  companyNameWrong: 'The company name does not match',
  emailWrong: 'The e-mail address does not match',
  protectedAdmin: 'The configured administrator account cannot be deleted.',
  accountDeleted: 'Your account and all of its data have been deleted.',
  accountDeletedTitle: 'Account Deleted',
  deleteFailedTitle: 'Delete Failed',
} as const;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;

/** GET and POST /api/user/data-export: the account's latest export, or none yet. */
export const dataExportSchema = z.object({
  id: z.number(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Until when the link (and the screen's download) works; set once ready. */
  expiresAt: z.string().nullable(),
  byteSize: z.number().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportStateSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataExportRequestSchema = dataExportStateSchema.extend({ message: z.string() });

export const dataExportTokenParamSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * DELETE /api/user/account. `companyName` is the company's name exactly as it is (trimmed, case-sensitive); an
 * administrator without a company types their e-mail address in it instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string({ error: dataMessages.passwordRequired }).min(1, dataMessages.passwordRequired).max(255),
  companyName: z
    .string({ error: dataMessages.companyNameRequired })
    .trim()
    .min(1, dataMessages.companyNameRequired)
    .max(255),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What the account's owner types to confirm the deletion: the company's name, else (an administrator) the e-mail. */
export const confirmationMatches = (typed: string, expected: string) => typed.trim() === expected.trim();
