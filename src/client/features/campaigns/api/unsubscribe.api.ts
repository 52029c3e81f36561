import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { languageOf } from '@shared/account/preference-values';
import type { UnsubscribeStatus } from '@shared/campaigns/campaigns.schemas';
import { apiJson, throwIfNotOk } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { switchLanguage, t } from '@client/i18n/i18n';

const base = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

/** What the link's page shows; null when the link is not valid (404), which is an answer, not a failure. */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/unsubscribe', token],
    queryFn: async (): Promise<UnsubscribeStatus | null> => {
      const res = await fetch(base(token));
      if (res.status === 404) return null;
      await throwIfNotOk(res);
      const status = (await res.json()) as UnsubscribeStatus;
      // The page is in the business's language, as its e-mail was: it stays loading until those messages are there.
      await switchLanguage(languageOf(status.language));
      return status;
    },
  });

export function useUnsubscribeStatus(token: string) {
  return useQuery(unsubscribeQuery(token));
}

/**
 * Unsubscribe (`undo` false) or resubscribe (`undo` true) the link's address; the page takes the new state from the
 * answer when it carries one, else from what was asked.
 */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  const key = unsubscribeQuery(token).queryKey;
  return useMutation({
    mutationFn: (undo: boolean) =>
      apiJson<Partial<UnsubscribeStatus> | undefined>('POST', `${base(token)}${undo ? '/undo' : ''}`),
    onSuccess: (answer, undo) =>
      queryClient.setQueryData(key, (status) =>
        status
          ? { ...status, unsubscribed: typeof answer?.unsubscribed === 'boolean' ? answer.unsubscribed : !undo }
          : status,
      ),
    onError: (error, undo) =>
      failureToast(error, undo ? t('campaigns.unsubscribe.resubscribeFailed') : t('campaigns.unsubscribe.failed')),
  });
}
