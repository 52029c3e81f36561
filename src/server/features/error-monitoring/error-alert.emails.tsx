import { toSingleLine } from '../../../shared/text';
import { ALERT_THROTTLE_MINUTES } from '../../../shared/error-monitoring/error-monitoring.schemas';
import type { errorLogs } from '../../db/schema';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

type ErrorLogRow = typeof errorLogs.$inferSelect;

const SUBJECT_MESSAGE_MAX = 120;

/** `[CRITICAL] message`: the severity first, so a mailbox rule can sort them. */
export function alertSubject(log: ErrorLogRow): string {
  const message = toSingleLine(log.message).trim();
  const short = message.length > SUBJECT_MESSAGE_MAX ? `${message.slice(0, SUBJECT_MESSAGE_MAX - 3)}...` : message;
  return `[${log.severity.toUpperCase()}] ${short}`;
}

const placeOf = (log: ErrorLogRow) => {
  const data = log.additionalData as { place?: unknown } | null;
  return typeof data?.place === 'string' ? data.place : (log.requestUrl ?? 'unknown');
};

/** The facts of the alert, one a line: the e-mail shows them and `error_notification_logs` keeps them as its content. */
export function alertLines(log: ErrorLogRow): string[] {
  return [
    `Severity: ${log.severity}`,
    `Message: ${log.message.slice(0, 1000)}`,
    `Where: ${placeOf(log)} (${log.source})`,
    `When: ${log.createdAt.toISOString()}`,
    `Environment: ${log.environment}`,
    `Error log: #${log.id}`,
  ];
}

export function ErrorAlertEmail({ log, link }: { log: ErrorLogRow; link: string }) {
  return (
    <EmailLayout
      preview={alertSubject(log)}
      heading={`A ${log.severity} error happened on Crewdesk`}
      footer={`You receive this alert because error e-mail alerts are on in your Error Monitoring settings. The same error alerts you at most once every ${ALERT_THROTTLE_MINUTES} minutes.`}
    >
      {alertLines(log).map((line) => (
        <EmailText key={line}>{line}</EmailText>
      ))}
      <EmailButton href={link}>Open Error Monitoring</EmailButton>
      <EmailText>Or open this link: {link}</EmailText>
    </EmailLayout>
  );
}
