import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataMessages as m, type DataExportState, type DeleteAccountInput } from '@shared/account/data.schemas';
import { apiJson } from '@client/lib/api';
import { serverMessage } from '@client/lib/failure-toast';
import { useSession } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

export const DATA_EXPORT_KEY = '/api/user/data-export';
/** The latest export's zip, for the signed-in owner (the e-mailed link works the same way). */
export const DATA_EXPORT_DOWNLOAD = '/api/user/data-export/download';

/** The account's latest export; asked again by the screen's Refresh while one is being prepared. */
export function useDataExport() {
  return useQuery<DataExportState>({ queryKey: [DATA_EXPORT_KEY] });
}

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<DataExportState & { message: string }>('POST', DATA_EXPORT_KEY),
    onSuccess: (answer) => {
      client.setQueryData<DataExportState>([DATA_EXPORT_KEY], { export: answer.export });
      toast.success(t('account.toast.exportRequested'), { description: answer.message });
    },
    onError: (error) =>
      toast.error(m.exportFailedTitle, { description: serverMessage(error) ?? t('account.toast.tryAgain') }),
  });
}

/** Deletes the account; the server clears the session, the app forgets the user and goes home. */
export function useDeleteAccount(onDeleted: () => void) {
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiJson<{ message: string }>('DELETE', '/api/user/account', input),
    onSuccess: (answer) => {
      onDeleted();
      setUser(null);
      toast.success(m.accountDeletedTitle, { description: answer.message });
    },
    onError: (error) =>
      toast.error(m.deleteFailedTitle, { description: serverMessage(error) ?? t('account.toast.tryAgain') }),
  });
}
