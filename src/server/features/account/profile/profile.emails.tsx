import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

type LinkProps = { firstName: string; newEmail: string; link: string };

/** To the new address: following the link makes it the account's e-mail. */
export function EmailChangeLinkEmail({ firstName, newEmail, link }: LinkProps) {
  return (
    <EmailLayout preview="Confirm your new e-mail address" heading="Confirm your new e-mail address">
      <EmailText>Hi {firstName},</EmailText>
      <EmailText>
        You asked to use {newEmail} as the e-mail address of your Crewdesk account. It changes once you confirm it.
      </EmailText>
      <EmailButton href={link}>Confirm my new e-mail</EmailButton>
      <EmailText>Or open this link: {link}</EmailText>
      <EmailText>
        The link works once and expires in 24 hours. If you did not ask for it, you can ignore this e-mail.
      </EmailText>
    </EmailLayout>
  );
}

type NoticeProps = { firstName: string; newEmail: string };

/** To the old address, once the change is made: a stolen session cannot move the account away unnoticed. */
export function EmailChangedNoticeEmail({ firstName, newEmail }: NoticeProps) {
  return (
    <EmailLayout preview="The e-mail address of your account has changed" heading="Your e-mail address has changed">
      <EmailText>Hi {firstName},</EmailText>
      <EmailText>
        The e-mail address of your Crewdesk account is now {newEmail}. From now on you sign in with it, and messages
        about your account go there.
      </EmailText>
      <EmailText>If you did not make this change, write to us at once at the address below.</EmailText>
    </EmailLayout>
  );
}

export const emailChangeLinkEmail = (p: LinkProps) => <EmailChangeLinkEmail {...p} />;
export const emailChangedNoticeEmail = (p: NoticeProps) => <EmailChangedNoticeEmail {...p} />;
