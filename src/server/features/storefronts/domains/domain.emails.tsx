import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';

export type DomainVerifiedProps = { ownerFirstName: string; domain: string; link: string };

/** The owner's notice that a custom domain's DNS record was found. */
export function DomainVerifiedEmail(p: DomainVerifiedProps) {
  return (
    <EmailLayout
      preview={`${p.domain} is verified`}
      heading={`${p.domain} is verified`}
      footer="Crewdesk sent you this e-mail because you added this domain to your storefront."
    >
      <EmailText>Hi {p.ownerFirstName},</EmailText>
      <EmailText>
        We found the DNS record of {p.domain}. Once its setup is paid and it is switched on, your storefront answers
        there.
      </EmailText>
      <EmailButton href={p.link}>See your domains</EmailButton>
    </EmailLayout>
  );
}
