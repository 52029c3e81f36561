import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Feedback,
  type FeedbackInput,
  type FeedbackResponse,
  type FeedbackResponseInput,
  type FeedbackStatus,
  type FeedbackSummary,
  type Screenshot,
} from '@shared/feedback/feedback.schemas';
import { apiJson, errorMessage, fetchPage, throwIfNotOk } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** Every feedback query starts with this segment: one invalidation reaches the list, the cards and a detail. */
export const FEEDBACK_KEY = '/api/feedback';
export const FEEDBACK_PAGE_SIZE = 10;

/** Newest first, a page at a time; only `status` when one is chosen. The server scopes it to the reader. */
export function feedbackListQuery(page: number, status: FeedbackStatus | '' = '') {
  const url = status ? `${FEEDBACK_KEY}?status=${status}` : FEEDBACK_KEY;
  return queryOptions({
    queryKey: [FEEDBACK_KEY, 'list', status, page],
    queryFn: () => fetchPage<Feedback>(url, page, FEEDBACK_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export const feedbackSummaryQuery = queryOptions<FeedbackSummary>({ queryKey: [FEEDBACK_KEY, 'summary'] });

/** One submission with its responses (the manager's detail dialog). */
export const feedbackDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [FEEDBACK_KEY, 'detail', id],
    queryFn: () => apiJson<Feedback>('GET', `${FEEDBACK_KEY}/${id}`),
  });

const failed = (title: string, error: unknown) => toast.error(title, { description: errorMessage(error) });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_KEY] });
}

/** POST /api/feedback; 'Submission Failed' with the server's message otherwise. */
export function useSubmitFeedback() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: FeedbackInput) => apiJson<Feedback>('POST', FEEDBACK_KEY, input),
    onSuccess: () => {
      toast.success(t('feedback.toast.submittedTitle'), { description: t('feedback.toast.submitted') });
      return invalidate();
    },
    onError: (error) => failed(t('feedback.toast.submissionFailed'), error),
  });
}

/** The dropdown: any status at any time; the list, the cards and the open detail refresh, then 'Status Updated'. */
export function useUpdateFeedbackStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FeedbackStatus }) =>
      apiJson<Feedback>('PUT', `${FEEDBACK_KEY}/${id}/status`, { status }),
    onSuccess: async () => {
      await invalidate();
      toast.success(t('feedback.toast.statusUpdatedTitle'), { description: t('feedback.toast.statusUpdated') });
    },
    onError: (error) => failed(t('feedback.toast.updateFailed'), error),
  });
}

export function useAddFeedbackResponse(id: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: FeedbackResponseInput) =>
      apiJson<FeedbackResponse>('POST', `${FEEDBACK_KEY}/${id}/responses`, input),
    onSuccess: async () => {
      await invalidate();
      toast.success(t('feedback.toast.responseAddedTitle'), { description: t('feedback.toast.responseAdded') });
    },
    onError: (error) => failed(t('feedback.toast.responseFailed'), error),
  });
}

/** A screenshot sent as the file's bytes, like a logo: the server judges them and answers its key. */
export async function uploadScreenshot(file: File): Promise<Screenshot> {
  const res = await fetch(`${FEEDBACK_KEY}/attachments?fileName=${encodeURIComponent(file.name.slice(0, 255))}`, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return (await res.json()) as Screenshot;
}

/** Removes a screenshot not yet sent; a failure is not worth a toast (it is forgotten after a day anyway). */
export const removeScreenshot = (key: string) =>
  apiJson<void>('DELETE', `${FEEDBACK_KEY}/attachments/${key}`).catch(() => undefined);
