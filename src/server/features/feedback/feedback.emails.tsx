import { spaced } from '../../../shared/feedback/feedback.schemas';
import { EmailButton, EmailLayout, EmailText } from '../../lib/mailer/email-layout';

/** To each administrator: someone sent feedback. */
export function NewFeedbackEmail(props: {
  firstName: string;
  submitterEmail: string;
  type: string;
  priority: string;
  title: string;
  description: string;
  screenshots: number;
  link: string;
}) {
  return (
    <EmailLayout preview={`New ${spaced(props.type)}: ${props.title}`} heading="New feedback received">
      <EmailText>Hi {props.firstName},</EmailText>
      <EmailText>
        {props.submitterEmail} sent a {spaced(props.type)} with {props.priority} priority: &quot;{props.title}&quot;
      </EmailText>
      <EmailText>{props.description}</EmailText>
      {props.screenshots > 0 && (
        <EmailText>
          {props.screenshots} screenshot{props.screenshots === 1 ? '' : 's'} attached.
        </EmailText>
      )}
      <EmailButton href={props.link}>Open the Feedback Manager</EmailButton>
    </EmailLayout>
  );
}

/** To the submitter: an administrator answered (public responses only). */
export function FeedbackResponseEmail(props: { firstName: string; title: string; response: string; link: string }) {
  return (
    <EmailLayout preview={`A reply to your feedback: ${props.title}`} heading="We replied to your feedback">
      <EmailText>Hi {props.firstName},</EmailText>
      <EmailText>Our team replied to your feedback &quot;{props.title}&quot;:</EmailText>
      <EmailText>{props.response}</EmailText>
      <EmailButton href={props.link}>See your feedback</EmailButton>
    </EmailLayout>
  );
}

export const newFeedbackEmail = (p: Parameters<typeof NewFeedbackEmail>[0]) => <NewFeedbackEmail {...p} />;
export const feedbackResponseEmail = (p: Parameters<typeof FeedbackResponseEmail>[0]) => (
  <FeedbackResponseEmail {...p} />
);
