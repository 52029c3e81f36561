import { Section, Text } from '@react-email/components';
import { priorityLabels, type WeeklyDigest } from '../../../../shared/todos/todos.schemas';
import { EmailButton, EmailLayout, EmailText, emailStyles } from '../../../lib/mailer/email-layout';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2024-03-05` as `Mar 05, 2024`, the product's date format. */
const formatDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(8, 10)}, ${day.slice(0, 4)}`;

const itemStyle = { ...emailStyles.text, margin: '0 0 6px' };
const doneStyle = { ...itemStyle, textDecoration: 'line-through', color: '#6b7280' };
const sectionStyle = { ...emailStyles.text, fontWeight: 700, margin: '20px 0 8px' };

/** The weekly TODO e-mail: each section's first five items, as the Email Preview shows them. */
export function WeeklyTodoEmail(props: { digest: WeeklyDigest; link: string; test: boolean }) {
  const { digest } = props;
  return (
    <EmailLayout
      preview={digest.subject}
      heading="Your weekly TODO summary"
      footer="You receive this e-mail because the weekly TODO e-mail is on in TODO Management and Profile Settings."
    >
      {props.test && <EmailText>This is a test send of your weekly e-mail.</EmailText>}
      <EmailText>
        You have {digest.openCount} open item{digest.openCount === 1 ? '' : 's'}.
      </EmailText>
      {digest.sections.length === 0 && <EmailText>Nothing on your list this week.</EmailText>}
      {digest.sections.map((section) => (
        <Section key={section.category}>
          <Text style={sectionStyle}>
            {section.label} ({section.total})
          </Text>
          {section.items.map((item) => (
            <Text key={item.id} style={item.status === 'completed' ? doneStyle : itemStyle}>
              • {item.title} · {priorityLabels[item.priority]}
              {item.dueDate ? ` · due ${formatDay(item.dueDate)}` : ''}
            </Text>
          ))}
          {section.total > section.items.length && (
            <Text style={itemStyle}>and {section.total - section.items.length} more</Text>
          )}
        </Section>
      ))}
      <EmailButton href={props.link}>Open TODO Management</EmailButton>
    </EmailLayout>
  );
}

export const weeklyTodoEmail = (p: Parameters<typeof WeeklyTodoEmail>[0]) => <WeeklyTodoEmail {...p} />;
