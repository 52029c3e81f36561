import { toast } from '@client/lib/toast';

/** The address a customer opens their portal at. */
export const portalUrl = (accessToken: string) => `${window.location.origin}/customer/${accessToken}`;

/** Copies the portal address; where the browser refuses, the toast shows it to copy by hand. */
export async function copyPortalLink(accessToken: string) {
  const url = portalUrl(accessToken);
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Portal link copied', { description: url });
  } catch {
    toast.error('Could not copy the link', { description: url });
  }
}
