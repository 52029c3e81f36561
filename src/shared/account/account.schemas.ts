import { PASSWORD_MIN } from '../auth/auth.schemas';
import { z } from '../zod';

/** Texts of Account Settings, as the specification words them (and ours where it says nothing). */
export const accountMessages = {
  passwordUpdateFailed: 'Password Update Failed',
  passwordsDoNotMatch: 'New passwords do not match',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  passwordUpdated: 'Your password has been updated. Every other session has been signed out.',
  newPasswordSame: 'Choose a password different from the current one',
  passwordUpdatedTitle: 'Password Updated',
} as const;

const tooShort = `Password must be at least ${PASSWORD_MIN} characters long`;

/** PUT /api/user/password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: accountMessages.currentPasswordRequired })
    .min(1, accountMessages.currentPasswordRequired)
    .max(255),
  newPassword: z
    .string({ error: tooShort })
    .min(PASSWORD_MIN, tooShort)
    .max(255, 'Password must be at most 255 characters long'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The password form on screen also asks for the new password twice; the server receives the two fields above. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: accountMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
