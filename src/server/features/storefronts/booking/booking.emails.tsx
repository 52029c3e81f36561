import type { Language } from '../../../../shared/account/preference-values';
import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';
import { storefrontText } from '../public/storefront-text';

export type BookingEmailProps = {
  businessName: string;
  service: string;
  when: string;
  confirmed: boolean;
};

/** The visitor's subject, in the business's language: `Requested: Pool Cleaning with Bluewater Pools, ...`. */
export const visitorBookingSubject = (p: BookingEmailProps & { language: Language }) => {
  const values = { service: p.service, business: p.businessName, when: p.when };
  const t = storefrontText(p.language);
  return p.confirmed
    ? t('storefronts.email.booking.subjectBooked', values)
    : t('storefronts.email.booking.subjectRequested', values);
};

/**
 * The visitor's e-mail, in the business's language: what they booked, when (the business's clock), whether it is
 * confirmed, whom to ask.
 */
export function VisitorBookingEmail(p: BookingEmailProps & { name: string; contact: string[]; language: Language }) {
  const t = storefrontText(p.language);
  const business = { business: p.businessName };
  const heading = p.confirmed
    ? t('storefronts.email.booking.headingBooked', business)
    : t('storefronts.email.booking.headingRequested', business);
  return (
    <EmailLayout
      preview={heading}
      heading={heading}
      footer={t('storefronts.email.booking.footer')}
      language={p.language}
    >
      <EmailText>{t('storefronts.email.greeting', { name: p.name })}</EmailText>
      <EmailText>{t('storefronts.email.booking.what', { service: p.service, when: p.when })}</EmailText>
      <EmailText>
        {p.confirmed ? t('storefronts.email.booking.confirmed') : t('storefronts.email.booking.waiting', business)}
      </EmailText>
      {p.contact.length > 0 ? (
        <EmailText>{t('storefronts.email.booking.change', { ...business, contact: p.contact.join(' · ') })}</EmailText>
      ) : null}
    </EmailLayout>
  );
}

/** The owner's e-mail of a visit booked from the storefront: who, what, when, and whether it waits for them. */
export function OwnerBookingEmail(
  p: BookingEmailProps & {
    ownerFirstName: string;
    name: string;
    email: string;
    phone: string;
    message: string | null;
    link: string;
  },
) {
  return (
    <EmailLayout
      preview={`New booking from ${p.name}`}
      heading={`New booking from ${p.name}`}
      footer="Crewdesk sent you this e-mail because a visitor booked a visit from your storefront."
    >
      <EmailText>Hi {p.ownerFirstName},</EmailText>
      <EmailText>
        {p.name} booked {p.service} on {p.when}.{' '}
        {p.confirmed ? 'It is confirmed (auto confirmation).' : 'It is waiting for you to confirm it.'}
      </EmailText>
      <EmailText>E-mail: {p.email}</EmailText>
      <EmailText>Phone: {p.phone}</EmailText>
      {p.message ? <EmailText>Message: {p.message}</EmailText> : null}
      <EmailButton href={p.link}>Open your schedule</EmailButton>
    </EmailLayout>
  );
}
