import type { ReactNode } from 'react';
import { type Language, languageOf } from '../../../../shared/account/preference-values';
import { visitClockIn, visitDayIn, visitText, visitTimeIn } from './visit-email-text';
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
  /** The business's language, the e-mail's (English when not given). */
  language?: Language;
};

const textOf = (p: VisitMailProps) => visitText(p.language ?? 'en');

/** Customers reply to the business, not to the sending address. */
const footer = (p: VisitMailProps) =>
  p.companyContact
    ? textOf(p)('scheduling.visit.footerContact', { company: p.companyName, contact: p.companyContact })
    : textOf(p)('scheduling.visit.footer', { company: p.companyName });

function Frame(p: VisitMailProps & { preview: string; heading: string; children: ReactNode }) {
  return (
    <EmailLayout preview={p.preview} heading={p.heading} footer={footer(p)} language={p.language}>
      <EmailText>{textOf(p)('scheduling.visit.greeting', { name: p.customerName })}</EmailText>
      {p.children}
    </EmailLayout>
  );
}

function Details(p: VisitMailProps) {
  const t = textOf(p);
  return (
    <>
      <EmailText>
        {p.title}
        <br />
        {t('scheduling.visit.when', { when: p.when })}
        {p.location ? (
          <>
            <br />
            {t('scheduling.visit.where', { location: p.location })}
          </>
        ) : null}
        {p.technician ? (
          <>
            <br />
            {t('scheduling.visit.technician', { technician: p.technician })}
          </>
        ) : null}
      </EmailText>
    </>
  );
}

/** The portal link: with the confirm prompt while the customer has not answered, else to see the visit. */
function PortalLink(p: VisitMailProps) {
  const t = textOf(p);
  return p.awaiting ? (
    <>
      <EmailText>{t('scheduling.visit.askConfirm', { company: p.companyName })}</EmailText>
      <EmailButton href={p.portalLink}>{t('scheduling.visit.confirmButton')}</EmailButton>
      <EmailText>{t('scheduling.visit.link', { link: p.portalLink })}</EmailText>
    </>
  ) : (
    <>
      <EmailButton href={p.portalLink}>{t('scheduling.visit.portalButton')}</EmailButton>
      <EmailText>{t('scheduling.visit.link', { link: p.portalLink })}</EmailText>
    </>
  );
}

export function VisitBookedEmail(p: VisitMailProps & { series: string | null }) {
  const t = textOf(p);
  const values = { company: p.companyName, when: p.when };
  return (
    <Frame
      {...p}
      preview={p.awaiting ? t('scheduling.booked.previewConfirm', values) : t('scheduling.booked.preview', values)}
      heading={p.awaiting ? t('scheduling.booked.headingConfirm') : t('scheduling.booked.heading')}
    >
      <EmailText>
        {p.awaiting ? t('scheduling.booked.textConfirm', values) : t('scheduling.booked.text', values)}
      </EmailText>
      <Details {...p} />
      {p.series ? <EmailText>{p.series}</EmailText> : null}
      <PortalLink {...p} />
    </Frame>
  );
}

export function VisitRescheduledEmail(p: VisitMailProps & { previousWhen: string }) {
  const t = textOf(p);
  return (
    <Frame
      {...p}
      preview={t('scheduling.rescheduled.preview', { when: p.when })}
      heading={t('scheduling.rescheduled.heading')}
    >
      <EmailText>
        {t('scheduling.rescheduled.text', { company: p.companyName, previousWhen: p.previousWhen, when: p.when })}
      </EmailText>
      <Details {...p} />
      <PortalLink {...p} />
    </Frame>
  );
}

export function VisitReminderEmail(p: VisitMailProps) {
  const t = textOf(p);
  return (
    <Frame
      {...p}
      preview={t('scheduling.reminder.preview', { when: p.when })}
      heading={t('scheduling.reminder.heading')}
    >
      <EmailText>{t('scheduling.reminder.text', { company: p.companyName, when: p.when })}</EmailText>
      <Details {...p} />
      <PortalLink {...p} />
    </Frame>
  );
}

export function OnMyWayEmail(p: VisitMailProps & { arrival: string }) {
  const t = textOf(p);
  const values = { company: p.companyName, technician: p.technician, title: p.title, arrival: p.arrival };
  return (
    <Frame {...p} preview={t('scheduling.onMyWay.preview', values)} heading={t('scheduling.onMyWay.heading', values)}>
      <EmailText>
        {p.technician ? t('scheduling.onMyWay.textTechnician', values) : t('scheduling.onMyWay.text', values)}
      </EmailText>
      {p.location ? <EmailText>{t('scheduling.visit.where', { location: p.location })}</EmailText> : null}
    </Frame>
  );
}

/** A recurring job's visits as the first one's e-mail tells them: how many, how often (when known), until when. */
export type VisitSeries = {
  visits: number;
  lastStart: Date;
  /** From the job's RRULE; null for a rule it cannot name. */
  cadence: { unit: 'day' | 'week' | 'month' | 'year'; interval: number } | null;
};

/** "This is the first of 8 visits, every 2 weeks until Tuesday, March 16." */
function seriesText(language: Language, series: VisitSeries, timeZone: string) {
  const t = visitText(language);
  const lastDay = visitDayIn(language, series.lastStart, timeZone);
  return series.cadence
    ? t('scheduling.booked.seriesEvery', { visits: series.visits, ...series.cadence, lastDay })
    : t('scheduling.booked.seriesLast', { visits: series.visits, lastDay });
}

export type VisitNotice =
  | { kind: 'booked'; series: VisitSeries | null }
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

/**
 * The e-mail to the visit's customer (who must have an address), its times in the business's zone, its texts in the
 * business's language.
 */
export function visitNoticeEmail(row: VisitNoticeRow, baseUrl: string, notice: VisitNotice): Email {
  const zone = row.owner.timeZone;
  const language = languageOf(row.company.language);
  const t = visitText(language);
  const p: VisitMailProps = {
    language,
    companyName: row.company.name,
    companyContact: row.company.email ?? row.company.phone,
    customerName: row.customer.name,
    title: row.visit.title,
    when: visitTimeIn(language, row.visit.startTime, zone),
    location: row.visit.location,
    technician: row.visit.technician,
    portalLink: `${baseUrl.replace(/\/$/, '')}/customer/${row.customer.accessToken}`,
    awaiting: isAwaitingAnswer(row.visit),
  };
  const values = { company: p.companyName, when: p.when };
  const mail = { to: row.customer.email!, replyTo: row.company.email, relatedTo: `appointment:${row.visit.id}` };
  switch (notice.kind) {
    case 'booked':
      return {
        ...mail,
        subject: p.awaiting ? t('scheduling.booked.subjectConfirm', values) : t('scheduling.booked.subject', values),
        body: <VisitBookedEmail {...p} series={notice.series && seriesText(language, notice.series, zone)} />,
      };
    case 'rescheduled':
      return {
        ...mail,
        subject: t('scheduling.rescheduled.subject', values),
        body: <VisitRescheduledEmail {...p} previousWhen={visitTimeIn(language, notice.previousStart, zone)} />,
      };
    case 'reminder':
      return {
        ...mail,
        subject: t('scheduling.reminder.subject', values),
        body: <VisitReminderEmail {...p} />,
      };
    case 'on-my-way':
      return {
        ...mail,
        subject: t('scheduling.onMyWay.subject', values),
        body: <OnMyWayEmail {...p} arrival={visitClockIn(language, notice.arrival, zone)} />,
      };
  }
}
