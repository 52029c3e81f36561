import { useSyncExternalStore } from 'react';
import { defaultSiteInfo, SITE_INFO_ID, type SiteInfo } from '@shared/site-settings/site-info';

let read: SiteInfo | undefined;

/**
 * The site's name and support address of Site Settings, as the server wrote them into the page
 * (`<script type="application/json" id="site-info">`); the defaults where there is none (tests, prerendering).
 */
export function readSiteInfo(): SiteInfo {
  if (read) return read;
  if (typeof document === 'undefined') return defaultSiteInfo;
  try {
    const text = document.getElementById(SITE_INFO_ID)?.textContent;
    read = text ? { ...defaultSiteInfo, ...(JSON.parse(text) as Partial<SiteInfo>) } : defaultSiteInfo;
  } catch {
    read = defaultSiteInfo;
  }
  return read;
}

const subscribe = () => () => undefined;
const serverValue = () => defaultSiteInfo;

/**
 * The site's details for a render: a prerendered page was drawn with the defaults, so its hydration uses them
 * too and the page's own values follow at once (React re-renders with the browser's value).
 */
export function useSiteInfo(): SiteInfo {
  return useSyncExternalStore(subscribe, readSiteInfo, serverValue);
}
