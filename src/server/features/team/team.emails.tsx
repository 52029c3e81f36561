import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';
import { INVITATION_DAYS, type MemberRole } from '../../../shared/team/team.schemas';

const asRole: Record<MemberRole, string> = { office: 'a member of the office', technician: 'a technician' };

type InvitationProps = { companyName: string; invitedBy: string; role: MemberRole; link: string };

function TeamInvitationEmail({ companyName, invitedBy, role, link }: InvitationProps) {
  return (
    <EmailLayout preview={`${invitedBy} invites you to join ${companyName}`} heading={`Join ${companyName}`}>
      <EmailText>
        {invitedBy} invites you to join {companyName} as {asRole[role]}.
      </EmailText>
      <EmailButton href={link}>Accept the invitation</EmailButton>
      <EmailText>Or open this link: {link}</EmailText>
      <EmailText>
        The link expires in {INVITATION_DAYS} days. If you did not expect it, you can ignore this e-mail.
      </EmailText>
    </EmailLayout>
  );
}

export const teamInvitationEmail = (p: InvitationProps) => <TeamInvitationEmail {...p} />;
