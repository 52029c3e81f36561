import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

export function VerifyEmail({ firstName, link }: { firstName: string; link: string }) {
  return (
    <EmailLayout preview="Confirm your e-mail address to start using Crewdesk" heading="Confirm your e-mail address">
      <EmailText>Hi {firstName},</EmailText>
      <EmailText>
        Welcome to Crewdesk. Please confirm your e-mail address to unlock every feature of your account.
      </EmailText>
      <EmailButton href={link}>Verify my e-mail</EmailButton>
      <EmailText>Or open this link: {link}</EmailText>
      <EmailText>The link works once and expires in 24 hours.</EmailText>
    </EmailLayout>
  );
}

export function ResetPasswordEmail({ firstName, link }: { firstName: string; link: string }) {
  return (
    <EmailLayout preview="Reset your Crewdesk password" heading="Reset your password">
      <EmailText>Hi {firstName},</EmailText>
      <EmailText>We received a request to reset the password of your Crewdesk account.</EmailText>
      <EmailButton href={link}>Choose a new password</EmailButton>
      <EmailText>Or open this link: {link}</EmailText>
      <EmailText>
        The link works once and expires in 1 hour. If you did not ask for it, you can ignore this e-mail.
      </EmailText>
    </EmailLayout>
  );
}

type LinkProps = { firstName: string; link: string };
export const verificationEmail = (p: LinkProps) => <VerifyEmail {...p} />;
export const resetPasswordEmail = (p: LinkProps) => <ResetPasswordEmail {...p} />;
