import { EmailButton, EmailLayout, EmailText, SiteName } from '../../../lib/mailer/email-layout';

type Invitation = { firstName: string; invitedBy: string; link: string };

function InvitationEmail({ firstName, invitedBy, link }: Invitation) {
  return (
    <EmailLayout preview="Your account is ready: choose a password" heading="Your account is ready">
      <EmailText>Hi {firstName},</EmailText>
      <EmailText>
        {invitedBy} created a <SiteName /> account for you. Choose a password to sign in.
      </EmailText>
      <EmailButton href={link}>Choose my password</EmailButton>
      <EmailText>Or open this link: {link}</EmailText>
      <EmailText>The link works once and expires in 7 days.</EmailText>
    </EmailLayout>
  );
}

type Message = { firstName: string; subject: string; message: string };

/** A message an administrator writes to a user: their text, paragraph by paragraph, in the product's frame. */
function MessageEmail({ firstName, subject, message }: Message) {
  return (
    <EmailLayout
      preview={subject}
      heading={subject}
      footer={
        <>
          You received this e-mail from the administrators of <SiteName /> about your account.
        </>
      }
    >
      <EmailText>Hi {firstName},</EmailText>
      {message.split(/\n{2,}/).map((paragraph, i) => (
        <EmailText key={i}>{paragraph}</EmailText>
      ))}
    </EmailLayout>
  );
}

export const invitationEmail = (p: Invitation) => <InvitationEmail {...p} />;
export const messageEmail = (p: Message) => <MessageEmail {...p} />;
