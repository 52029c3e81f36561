/**
 * The token that stands in a preview's links and pixel: it names no recipient, so following them counts nothing
 * (the pixel answers its image, a link 404).
 */
export const PREVIEW_TOKEN = 'preview';

/** The absolute addresses a campaign's e-mail carries for one recipient's token, all from the public origin. */
export function campaignUrls(origin: string) {
  const base = origin.replace(/\/$/, '');
  const t = encodeURIComponent;
  return {
    click: (token: string, n: number) => `${base}/api/campaigns/click/${t(token)}/${n}`,
    open: (token: string) => `${base}/api/campaigns/open/${t(token)}.gif`,
    /** The page where the customer unsubscribes (and may subscribe again). */
    unsubscribePage: (token: string) => `${base}/unsubscribe/${t(token)}`,
    /** RFC 8058's one-click target, in `List-Unsubscribe`. */
    unsubscribeApi: (token: string) => `${base}/api/unsubscribe/${t(token)}`,
  };
}
