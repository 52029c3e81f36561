// The team's words and numbers, without zod: the signed-in shell and the team's screens read them.

/** Who may do what in a business (DECISIONS, Accounts): the owner everything; see docs/roles.md. */
export const memberRoles = ['office', 'technician'] as const;
export type MemberRole = (typeof memberRoles)[number];
export type BusinessRole = 'owner' | MemberRole;

export const roleLabels: Record<BusinessRole, string> = {
  owner: 'Owner',
  office: 'Office',
  technician: 'Technician',
};

/** What each role may use, in one line (docs/roles.md): the invitation's choice and the invitation page say it. */
export const roleDescriptions: Record<MemberRole, string> = {
  office: "Everything of the business but billing, the team, and deleting the business's account.",
  technician: 'Their own visits, tasks and progress, and the customers of those visits.',
};

/** An invitation's link works for 7 days. */
export const INVITATION_DAYS = 7;
