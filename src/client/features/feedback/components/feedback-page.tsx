import { MessageSquarePlus } from 'lucide-react';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useT } from '@client/i18n/use-t';
import { FeedbackForm } from './feedback-form';
import { FeedbackStatCards } from './feedback-stat-cards';
import { MyFeedbackList } from './my-feedback-list';

/** /feedback: the user's figures, the form, and what they sent with the team's public answers. */
export function FeedbackPage() {
  const t = useT();
  useDocumentTitle(t('feedback.page.title'));
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('feedback.page.title')}
        description={t('feedback.page.description')}
        action={
          <Button onClick={() => document.getElementById('feedback-title')?.focus()}>
            <MessageSquarePlus aria-hidden /> {t('feedback.page.new')}
          </Button>
        }
      />
      <FeedbackStatCards />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('feedback.page.sendTitle')}</CardTitle>
            <CardDescription>{t('feedback.page.sendDescription')}</CardDescription>
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
