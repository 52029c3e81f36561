import { MessageSquarePlus } from 'lucide-react';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { FeedbackForm } from './feedback-form';
import { FeedbackStatCards } from './feedback-stat-cards';
import { MyFeedbackList } from './my-feedback-list';

/** /feedback: the user's figures, the form, and what they sent with the team's public answers. */
export function FeedbackPage() {
  useDocumentTitle('Feedback & Support');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Feedback & Support"
        description="Report a problem, ask a question or suggest an idea: we answer here and by e-mail."
        action={
          <Button onClick={() => document.getElementById('feedback-title')?.focus()}>
            <MessageSquarePlus aria-hidden /> New Feedback
          </Button>
        }
      />
      <FeedbackStatCards />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Send Feedback</CardTitle>
            <CardDescription>Screenshots help us see what you see.</CardDescription>
          </CardHeader>
          <CardContent>
            <FeedbackForm />
          </CardContent>
        </Card>
        <MyFeedbackList />
      </div>
    </div>
  );
}
