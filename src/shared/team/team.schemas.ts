import { PASSWORD_MIN } from '../auth/auth.schemas';
import { emailAddress } from '../email';
import { singleLine } from '../text';
import { z } from '../zod';
import { memberRoles } from './roles';

export { INVITATION_DAYS, memberRoles, roleLabels, type BusinessRole, type MemberRole } from './roles';

export const teamMessages = {
  invalidEmail: 'Please enter a valid email address',
  invalidRole: 'Choose a role: office or technician',
  alreadyMember: 'This person is already on your team',
  alreadyInvited: 'An invitation is already waiting for this email address',
  belongsElsewhere: 'This account already belongs to another business',
  invitationInvalid: 'This invitation is invalid or has expired. Ask for a new one.',
  signInAsInvited: (email: string) => `Sign in as ${email} to accept this invitation.`,
  invited: (email: string) => `An invitation has been sent to ${email}.`,
  revoked: 'The invitation has been revoked.',
  roleChanged: 'The role has been changed.',
  removed: 'The member has been removed. Their sessions have ended.',
  joined: (company: string) => `Welcome to ${company}.`,
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
} as const;

const role = z.enum(memberRoles, { error: teamMessages.invalidRole });

/** POST /api/team/invitations. */
export const inviteMemberSchema = z.object({ email: emailAddress(teamMessages.invalidEmail), role });
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

/** PATCH /api/team/members/{userId}. */
export const changeRoleSchema = z.object({ role });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

const passwordTooShort = `Password must be at least ${PASSWORD_MIN} characters long`;
const name = (label: string) =>
  singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(100),
  );

/**
 * POST /api/team/invitations/accept. A new account gives its name and password; someone who already has an account
 * signs in first and sends the token only.
 */
export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(1, teamMessages.invitationInvalid).max(200),
  firstName: name('First name').optional(),
  lastName: name('Last name').optional(),
  password: z.string().min(PASSWORD_MIN, passwordTooShort).max(255).optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export const teamMemberSchema = z.object({
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', ...memberRoles]),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(memberRoles),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/team: the people of the business, the invitations waiting, and the plan's number of users. */
export const teamSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  /** Members and waiting invitations count; null: the plan has no limit. */
  userLimit: z.number().nullable(),
});
export type Team = z.infer<typeof teamSchema>;

/** GET /api/team/invitations/lookup: what the invitation page shows before accepting. */
export const invitationLookupSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role: z.enum(memberRoles),
  /** The address already has an account: accepting needs signing in to it. */
  accountExists: z.boolean(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;
