import type { ReactNode } from 'react';
import { formatVisitClockWithZone, formatVisitTime } from '../../../../shared/scheduling/visit-time-text';
import type { Email } from '../../../lib/mailer/mailer';
import { EmailButton, EmailLayout, EmailText } from '../../../lib/mailer/email-layout';
import type { VisitNoticeRow } from './visit-notices.queries';

type VisitMailProps = {
  companyName: string;
  /** The business's e-mail or phone, when it has one. */
  companyContact: string | null;
  customerName: string;
  title: string;
  /** "Tuesday, November 24 at 9:00 AM EST", in the business's zone. */
  when: string;
  location: string | null;
  technician: string | null;
  portalLink: string;
  /** Asked to confirm and not yet answered: the e-mail asks again. */
  awaiting: boolean;
};

/** Customers reply to the business, not to the sending address. */
const footer = (p: VisitMailProps) =>
  `${p.companyName} sent you this e-mail through Crewdesk.` +
  (p.companyContact ? ` Questions about your visit? Contact ${p.companyName} at ${p.companyContact}.` : '');

function Frame(p: VisitMailProps & { preview: string; heading: string; children: ReactNode }) {
  return (
    <EmailLayout preview={p.preview} heading={p.heading} footer={footer(p)}>
      <EmailText>Hi {p.customerName},</EmailText>
      {p.children}
    </EmailLayout>
  );
}

function Details(p: VisitMailProps) {
  return (
    <>
      <EmailText>
        {p.title}
        <br />
        When: {p.when}
        {p.location ? (
          <>
            <br />
            Where: {p.location}
          </>
        ) : null}
        {p.technician ? (
          <>
            <br />
            Technician: {p.technician}
          </>
        ) : null}
      </EmailText>
    </>
  );
}

/** The portal link: with the confirm prompt while the customer has not answered, else to see the visit. */
function PortalLink(p: VisitMailProps) {
  return p.awaiting ? (
    <>
      <EmailText>
        Please confirm that this time works for you, or let {p.companyName} know that you can&apos;t make it, in your
        customer portal.
      </EmailText>
      <EmailButton href={p.portalLink}>Confirm or say you can&apos;t make it</EmailButton>
      <EmailText>Or open this link: {p.portalLink}</EmailText>
    </>
  ) : (
    <>
      <EmailButton href={p.portalLink}>Open your customer portal</EmailButton>
      <EmailText>Or open this link: {p.portalLink}</EmailText>
    </>
  );
}

export function VisitBookedEmail(p: VisitMailProps & { series: string | null }) {
  const heading = p.awaiting ? 'Please confirm your visit' : 'Your visit is booked';
  return (
    <Frame {...p} preview={`${heading}: ${p.when}`} heading={heading}>
      <EmailText>
        {p.awaiting
          ? `${p.companyName} has scheduled a visit for you on ${p.when}.`
          : `${p.companyName} has booked your visit for ${p.when}.`}
      </EmailText>
      <Details {...p} />
      {p.series ? <EmailText>{p.series}</EmailText> : null}
      <PortalLink {...p} />
    </Frame>
  );
}

export function VisitRescheduledEmail(p: VisitMailProps & { previousWhen: string }) {
  return (
    <Frame {...p} preview={`Your visit is now ${p.when}`} heading="Your visit has been rescheduled">
      <EmailText>
        {p.companyName} has moved your visit from {p.previousWhen} to {p.when}.
      </EmailText>
      <Details {...p} />
      <PortalLink {...p} />
    </Frame>
  );
}

export function VisitReminderEmail(p: VisitMailProps) {
  return (
    <Frame {...p} preview={`Reminder: your visit on ${p.when}`} heading="Reminder: your upcoming visit">
      <EmailText>
        This is a reminder of your visit with {p.companyName} on {p.when}.
      </EmailText>
      <Details {...p} />
      <PortalLink {...p} />
    </Frame>
  );
}

export function OnMyWayEmail(p: VisitMailProps & { arrival: string }) {
  const who = p.technician ? `${p.technician} from ${p.companyName}` : p.companyName;
  return (
    <Frame {...p} preview={`Expected around ${p.arrival}`} heading={`${p.companyName} is on the way`}>
      <EmailText>
        {who} is on the way to you for {p.title}. Expected arrival: around {p.arrival}.
      </EmailText>
      {p.location ? <EmailText>Where: {p.location}</EmailText> : null}
    </Frame>
  );
}

export type VisitNotice =
  | { kind: 'booked'; series: string | null }
  | { kind: 'rescheduled'; previousStart: Date }
  | { kind: 'reminder' }
  | { kind: 'on-my-way'; arrival: Date };

/** Whether the customer was asked to confirm the visit and has not answered yet. */
export const isAwaitingAnswer = (v: {
  confirmationRequestedAt: Date | null;
  customerResponse: string | null;
  status: string;
}) =>
  v.confirmationRequestedAt !== null &&
  v.customerResponse === null &&
  (v.status === 'scheduled' || v.status === 'rescheduled');

/** The e-mail to the visit's customer (who must have an address), its times in the business's zone. */
export function visitNoticeEmail(row: VisitNoticeRow, baseUrl: string, notice: VisitNotice): Email {
  const zone = row.owner.timeZone;
  const p: VisitMailProps = {
    companyName: row.company.name,
    companyContact: row.company.email ?? row.company.phone,
    customerName: row.customer.name,
    title: row.visit.title,
    when: formatVisitTime(row.visit.startTime, zone),
    location: row.visit.location,
    technician: row.visit.technician,
    portalLink: `${baseUrl.replace(/\/$/, '')}/customer/${row.customer.accessToken}`,
    awaiting: isAwaitingAnswer(row.visit),
  };
  const mail = { to: row.customer.email!, replyTo: row.company.email, relatedTo: `appointment:${row.visit.id}` };
  switch (notice.kind) {
    case 'booked':
      return {
        ...mail,
        subject: p.awaiting
          ? `Please confirm your visit with ${p.companyName} on ${p.when}`
          : `Your visit with ${p.companyName} is booked for ${p.when}`,
        body: <VisitBookedEmail {...p} series={notice.series} />,
      };
    case 'rescheduled':
      return {
        ...mail,
        subject: `Your visit with ${p.companyName} has been rescheduled to ${p.when}`,
        body: <VisitRescheduledEmail {...p} previousWhen={formatVisitTime(notice.previousStart, zone)} />,
      };
    case 'reminder':
      return {
        ...mail,
        subject: `Reminder: your visit with ${p.companyName} on ${p.when}`,
        body: <VisitReminderEmail {...p} />,
      };
    case 'on-my-way':
      return {
        ...mail,
        subject: `${p.companyName} is on the way`,
        body: <OnMyWayEmail {...p} arrival={formatVisitClockWithZone(notice.arrival, zone)} />,
      };
  }
}
