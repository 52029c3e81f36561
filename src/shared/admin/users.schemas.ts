import { emailAddress } from '../email';
import { idField } from '../ids';
import { singleLine } from '../text';
import { z } from '../zod';

/** Texts of User Management, as the specification words them (and ours where it says nothing). */
export const userMessages = {
  accessDenied: 'You need administrator privileges to access this page.',
  adminLabel: 'Admin',
  providerLabel: 'Service Provider',
  updated: 'User Updated',
  updateFailed: 'Update Failed',
  reasonRequired: 'Please provide a reason for impersonation.',
  impersonationStarted: 'Impersonation Started',
  impersonationFailed: 'Impersonation Failed',
  impersonationStartedText: (name: string) => `You are now logged in as ${name}. Remember to log out when finished.`,
  cannotImpersonateAdmin: 'Administrators cannot be impersonated.',
  cannotImpersonateDisabled: 'A disabled user cannot be impersonated. Enable the account first.',
  notImpersonating: 'This session is not impersonating anyone.',
  impersonatorGone: 'The administrator of this session can no longer sign in.',
  emailTaken: 'An account with this email already exists',
  lastAdmin: 'The platform needs at least one administrator: this is the last one.',
  notYourself: 'You cannot do this to your own account.',
  protectedAdmin: 'The configured administrator account cannot be deleted.',
  deleteConfirm: (email: string) =>
    `Delete ${email}? Their company and all of its customers, quotes, invoices and payments are deleted with it. This cannot be undone.`,
  invited: 'Invitation sent',
  emailSent: 'Email sent',
} as const;

const name = (label: string) =>
  singleLine(z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`));
const email = emailAddress('Please enter a valid email address');

export const userStatusValues = ['active', 'unverified', 'disabled'] as const;
export type UserStatus = (typeof userStatusValues)[number];

/** A row of the administrator's user list (the specification's "User (admin list)"). */
export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string(),
  companyName: z.string().nullable(),
  company: z.object({ id: z.number() }).nullable(),
  isAdmin: z.boolean(),
  status: z.enum(userStatusValues),
  subscriptionTier: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  timezone: z.string(),
  profileImageUrl: z.string().nullable(),
  /** The configured administrator (ADMIN_EMAIL): never deleted. */
  isProtected: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  search: z
    .string()
    .trim()
    .max(100, 'Must be at most 100 characters')
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
  status: z.enum(['all', ...userStatusValues, 'admin']).default('all'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userStatsSchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  administrators: z.number(),
  unverifiedUsers: z.number(),
  disabledUsers: z.number(),
  newThisMonth: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const userIdParamSchema = z.object({ userId: idField });

/** PUT /api/admin/users/{userId}: the edit dialog's fields. */
export const updateUserSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  isAdmin: z.boolean(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** POST /api/admin/users: the new user gets an e-mail to choose a password. */
export const createUserSchema = updateUserSchema;
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const userEmailSchema = z.object({
  subject: singleLine(
    z.string().trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
  ),
  message: z.string().trim().min(1, 'Message is required').max(10_000, 'Message must be at most 10000 characters'),
});
export type UserEmailInput = z.infer<typeof userEmailSchema>;

export const impersonateSchema = z.object({
  userId: idField,
  reason: z
    .string({ error: userMessages.reasonRequired })
    .trim()
    .min(1, userMessages.reasonRequired)
    .max(500, 'Reason must be at most 500 characters'),
});
export type ImpersonateInput = z.infer<typeof impersonateSchema>;

export const auditActions = [
  'impersonation_started',
  'impersonation_stopped',
  'user_updated',
  'user_invited',
  'user_emailed',
  'user_disabled',
  'user_enabled',
  'user_deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.enum(auditActions),
  adminEmail: z.string(),
  targetUserId: z.number().nullable(),
  targetEmail: z.string().nullable(),
  reason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});

export const activityKinds = ['signup', 'company', 'payment', 'error'] as const;
export const activityItemSchema = z.object({
  kind: z.enum(activityKinds),
  id: z.number(),
  title: z.string(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
