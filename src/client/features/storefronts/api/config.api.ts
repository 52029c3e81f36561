import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LandingConfig, LandingConfigInput } from '@shared/storefronts/storefront.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { builderTexts } from '../storefront-format';
import { CONFIG_KEY, configQuery } from './storefront.queries';
import { t } from '@client/i18n/i18n';

/**
 * Creates the storefront (no id) or updates it; the screen takes the answer at once. A form shows the server's
 * field messages itself from the thrown error; the toast says 'Failed to save configuration' and the server's reason.
 */
export function useSaveConfig(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LandingConfigInput) =>
      id === undefined
        ? apiJson<LandingConfig>('POST', CONFIG_KEY, input)
        : apiJson<LandingConfig>('PUT', `${CONFIG_KEY}/${id}`, input),
    onSuccess: (config) => {
      toast.success(t('storefronts.toast.success'), {
        description: id === undefined ? builderTexts.configCreated() : builderTexts.configSaved(),
      });
      queryClient.setQueryData(configQuery.queryKey, config);
    },
    onError: (error) => failureToast(error, t('storefronts.toast.saveFailed')),
  });
}
