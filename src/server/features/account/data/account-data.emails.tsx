import { EmailButton, EmailLayout, EmailText, SiteName } from '../../../lib/mailer/email-layout';

type ExportReady = { firstName: string; link: string; expiresOn: string };

function ExportReadyEmail({ firstName, link, expiresOn }: ExportReady) {
  return (
    <EmailLayout preview="Your data export is ready to download" heading="Your data export is ready">
      <EmailText>Hi {firstName},</EmailText>
      <EmailText>
        The export of your <SiteName /> data is ready: a zip with every record of your account and business (JSON and
        CSV) and the PDFs of your invoices and quotes.
      </EmailText>
      <EmailButton href={link}>Download my data</EmailButton>
      <EmailText>Or open this link: {link}</EmailText>
      <EmailText>
        The link works only while you are signed in to your account, until {expiresOn}. If you did not ask for this
        export, change your password.
      </EmailText>
    </EmailLayout>
  );
}

type AccountDeleted = { firstName: string; companyName: string | null };

function AccountDeletedEmail({ firstName, companyName }: AccountDeleted) {
  return (
    <EmailLayout preview="Your account has been deleted" heading="Your account has been deleted">
      <EmailText>Hi {firstName},</EmailText>
      <EmailText>
        As you asked, your <SiteName /> account
        {companyName ? ` and every record of ${companyName}` : ''} have been deleted, and any subscription has been
        cancelled. Nothing more will be charged.
      </EmailText>
      <EmailText>Thank you for having worked with us. You are welcome back at any time.</EmailText>
    </EmailLayout>
  );
}

export const exportReadyEmail = (p: ExportReady) => <ExportReadyEmail {...p} />;
export const accountDeletedEmail = (p: AccountDeleted) => <AccountDeletedEmail {...p} />;
