/**
 * What every page carries of Site Settings (no zod here: the app's entry and the public pages read it, and
 * must stay small).
 */
export const DEFAULT_SITE_NAME = 'Crewdesk';
export const DEFAULT_SUPPORT_EMAIL = 'support@crewdesk.app';

/** The JSON the server writes into every page (`<script type="application/json" id="site-info">`). */
export const SITE_INFO_ID = 'site-info';
export type SiteInfo = { siteName: string; supportEmail: string };
export const defaultSiteInfo: SiteInfo = { siteName: DEFAULT_SITE_NAME, supportEmail: DEFAULT_SUPPORT_EMAIL };
