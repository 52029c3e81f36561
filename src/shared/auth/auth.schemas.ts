import { emailAddress } from '../email';
import { z } from '../zod';
import { singleLine } from '../text';
import { businessLineNames } from '../company/business-lines';
import { preferencesSchema } from '../account/preferences.schemas';
import { memberRoles } from '../team/roles';

export const PASSWORD_MIN = 8;
const invalidEmail = 'Please enter a valid email address';
const email = emailAddress(invalidEmail);
const newPassword = z
  .string({ error: 'Password must be at least 8 characters long' })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters long')
  .max(255, 'Password must be at most 255 characters long');

export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: singleLine(z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100)),
  lastName: singleLine(z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100)),
  businessLine: z.enum(businessLineNames, { error: 'Please select your line of business' }),
  servicesOffered: z
    .array(singleLine(z.string().trim().min(1).max(120)), { error: 'Please select at least one service you offer' })
    .min(1, 'Please select at least one service you offer')
    .max(50),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const tokenSchema = z.object({ token: z.string().trim().min(1, 'Invalid or expired token').max(200) });

export const resetPasswordSchema = tokenSchema.extend({ password: newPassword });

/** The reset form on screen also asks for a confirmation; the server only receives token and password. */
export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  timezone: z.string(),
  businessLine: z.string().nullable(),
  servicesOffered: z.array(z.string()),
  subscriptionTier: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** An administrator is signed in as this user (impersonation): every screen shows a banner to stop. */
  impersonating: z.boolean().optional(),
  /** A new address waiting for its verification link (Account Settings > Profile). */
  pendingEmail: z.string().nullable().optional(),
  /** Profile Settings, applied by the signed-in shell on every device (`GET /api/user` sends them). */
  preferences: preferencesSchema.optional(),
  /** The user's role in their business (docs/roles.md); null: in none yet (an administrator, a new owner). */
  businessRole: z
    .enum(['owner', ...memberRoles])
    .nullable()
    .optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authMessages = {
  loginFailed: 'Invalid email or password',
  accountDisabled: 'This account has been disabled. Please contact support.',
  emailTaken: 'An account with this email already exists',
  invalidToken: 'This password reset link is invalid or has expired. Please request a new one.',
  invalidVerification: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your email address is already verified.',
  forgotSent: "If an account exists with this email, you'll receive password reset instructions shortly.",
  resetDone: 'Your password has been updated. You can now sign in with your new password.',
  verificationSent: 'The verification email has been sent to your email address.',
  signedOut: 'You are not signed in',
  registrationClosed: 'New registrations are currently closed.',
} as const;
