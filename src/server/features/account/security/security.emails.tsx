import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

export type LoginAlertProps = {
  firstName: string;
  browser: string;
  ipAddress: string;
  time: string;
  link: string;
};

export function LoginAlertEmail(p: LoginAlertProps) {
  return (
    <EmailLayout preview="Your account was signed in to from a new browser" heading="New sign-in to your account">
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>Your account was just signed in to from a browser it had not used before:</EmailText>
      <EmailText>
        Browser: {p.browser}
        <br />
        Address: {p.ipAddress}
        <br />
        Time: {p.time}
      </EmailText>
      <EmailText>If this was you, there is nothing to do.</EmailText>
      <EmailText>
        If it was not you, change your password now, then sign out the sessions you do not recognise and turn on
        two-factor sign-in in Account Settings.
      </EmailText>
      <EmailButton href={p.link}>Review my security settings</EmailButton>
      <EmailText>Or open this link: {p.link}</EmailText>
    </EmailLayout>
  );
}

export const loginAlertEmail = (p: LoginAlertProps) => <LoginAlertEmail {...p} />;

export type SecurityNoticeProps = { firstName: string; change: string; link: string };

export function SecurityNoticeEmail(p: SecurityNoticeProps) {
  return (
    <EmailLayout preview={p.change} heading="A security setting of your account changed">
      <EmailText>Hi {p.firstName},</EmailText>
      <EmailText>{p.change}</EmailText>
      <EmailText>
        If you did not make this change, change your password now and review your security settings.
      </EmailText>
      <EmailButton href={p.link}>Review my security settings</EmailButton>
    </EmailLayout>
  );
}

export const securityNoticeEmail = (p: SecurityNoticeProps) => <SecurityNoticeEmail {...p} />;
