import { toast } from '@client/lib/toast';
import { t } from '@client/i18n/i18n';

/** The address a customer opens their portal at. */
export const portalUrl = (accessToken: string) => `${window.location.origin}/customer/${accessToken}`;

/** Copies the portal address; where the browser refuses, the toast shows it to copy by hand. */
export async function copyPortalLink(accessToken: string) {
  const url = portalUrl(accessToken);
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('customers.toast.linkCopied'), { description: url });
  } catch {
    toast.error(t('customers.toast.copyFailed'), { description: url });
  }
}
