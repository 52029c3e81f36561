import { useQuery } from '@tanstack/react-query';
import { MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import type { Feedback } from '@shared/feedback/feedback.schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { formatDateTime } from '@client/lib/dates';
import { useT } from '@client/i18n/use-t';
import { feedbackDetailQuery } from '../../api/feedback.api';
import { FeedbackBadges } from '../feedback-badges';
import { typeWords } from '../feedback-format';
import { ResponseForm } from './response-form';
import { StatusDropdown } from './status-dropdown';

function Responses({ feedback }: { feedback: Feedback }) {
  const t = useT();
  if (feedback.responses.length === 0) return <p className="text-sm text-muted">{t('feedback.detail.noResponses')}</p>;
  return (
    <ul className="space-y-2">
      {feedback.responses.map((r) => (
        <li
          key={r.id}
          data-testid="feedback-response"
          className={
            r.isInternal
              ? 'rounded-lg border border-dashed border-amber-400 bg-amber-50 p-3 dark:bg-amber-950/40'
              : 'rounded-lg border bg-slate-50 p-3 dark:bg-slate-900'
          }
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge tone={r.isInternal ? 'amber' : 'blue'}>
              {r.isInternal ? t('feedback.detail.internalNote') : t('feedback.publicResponse')}
            </Badge>
            <time className="text-xs text-muted" dateTime={r.createdAt}>
              {formatDateTime(r.createdAt)}
            </time>
          </div>
          <p className="mt-2 whitespace-pre-wrap break-words text-sm">{r.response}</p>
        </li>
      ))}
    </ul>
  );
}

function Detail({ feedback }: { feedback: Feedback }) {
  const t = useT();
  const [answering, setAnswering] = useState(false);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FeedbackBadges feedback={feedback} />
        <StatusDropdown feedback={feedback} className="w-full sm:w-44" />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('feedback.detail.submittedBy')}</dt>
          <dd className="font-medium">{t('feedback.detail.user', { id: feedback.userId })}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('feedback.detail.created')}</dt>
          <dd className="font-medium">{formatDateTime(feedback.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('feedback.detail.type')}</dt>
          <dd className="font-medium capitalize">{typeWords(t)[feedback.type]}</dd>
        </div>
      </dl>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold">{t('feedback.detail.description')}</h3>
        <p className="whitespace-pre-wrap break-words text-sm">{feedback.description}</p>
      </section>
      {feedback.attachments.length > 0 && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">{t('feedback.screenshots')}</h3>
          <ul className="flex flex-wrap gap-2">
            {feedback.attachments.map((shot) => (
              <li key={shot.key}>
                <a href={shot.url} target="_blank" rel="noreferrer" className="block focus-visible:outline-2">
                  <img src={shot.url} alt={shot.fileName} className="h-24 max-w-40 rounded-md border object-cover" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">{t('feedback.detail.responses')}</h3>
          <Button variant="outline" size="sm" aria-expanded={answering} onClick={() => setAnswering((open) => !open)}>
            <MessageSquareReply aria-hidden /> {t('feedback.response.add')}
          </Button>
        </div>
        {answering && <ResponseForm feedbackId={feedback.id} onDone={() => setAnswering(false)} />}
        <Responses feedback={feedback} />
      </section>
    </div>
  );
}

/**
 * The detail of one submission: the list's copy at once, then the server's, read again after each change (the open
 * detail refreshes with the list).
 */
export function FeedbackDetailDialog({ summary, onClose }: { summary: Feedback | null; onClose: () => void }) {
  const t = useT();
  const detail = useQuery({ ...feedbackDetailQuery(summary?.id ?? 0), enabled: summary !== null });
  const feedback = detail.data ?? summary;
  return (
    <Dialog open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="2xl">
        {feedback && (
          <>
            <DialogHeader title={feedback.title} description={t('feedback.detail.number', { id: feedback.id })} />
            <Detail key={feedback.id} feedback={feedback} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
