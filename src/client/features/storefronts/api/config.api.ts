import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  storefrontMessages as m,
  type LandingConfig,
  type LandingConfigInput,
} from '@shared/storefronts/storefront.schemas';
import { apiJson } from '@client/lib/api';
import { failureToast } from '@client/lib/failure-toast';
import { toast } from '@client/lib/toast';
import { builderTexts } from '../storefront-format';
import { CONFIG_KEY, configQuery } from './storefront.queries';

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
      toast.success('Success', {
        description: id === undefined ? builderTexts.configCreated : builderTexts.configSaved,
      });
      queryClient.setQueryData(configQuery.queryKey, config);
    },
    onError: (error) => failureToast(error, m.saveFailed),
  });
}
