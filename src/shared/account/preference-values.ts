/*
 * The values Profile Settings offers, without zod: the signed-in shell and the app's formatters read them on every
 * screen, and the schemas (preferences.schemas.ts) are built from them.
 */

export const THEMES = ['light', 'dark', 'auto'] as const;
export type ThemeChoice = (typeof THEMES)[number];

export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** `MMM DD, YYYY` is how the app has always written dates (Mar 05, 2024): the default. */
export const DATE_FORMATS = ['MMM DD, YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** How 1234.56 is written: the digit grouping and the decimal mark. */
export const NUMBER_FORMATS = ['1,234.56', '1.234,56', '1 234,56'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

/** The time zones offered (the specification's four); a user keeps any other valid zone they already have. */
export const OFFERED_TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Chicago', label: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain Time' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
] as const;

export const DEFAULT_TIMEZONE = 'America/New_York';

/** What a user without saved preferences gets. */
export const DEFAULT_PREFERENCES = {
  theme: 'auto' as ThemeChoice,
  language: 'en' as Language,
  dateFormat: 'MMM DD, YYYY' as DateFormat,
  numberFormat: '1,234.56' as NumberFormat,
  compactView: false,
  autoSave: true,
  emailNotifications: true,
  pushNotifications: true,
  marketingEmails: false,
  weeklyDigest: true,
};

/** The cookie a visitor's choice of language is kept in: the server serves the page in it, the client draws in it. */
export const LANGUAGE_COOKIE = 'crewdesk_lang';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** A stored or sent language (a company's, a cookie's) as one of ours: English for anything else. */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'en');
