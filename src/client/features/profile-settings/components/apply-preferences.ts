import { useEffect, useLayoutEffect } from 'react';
import type { Preferences } from '@shared/account/preferences.schemas';
import { setNumberFormat } from '@shared/money';
import { setDateFormat } from '@client/lib/dates';
import { keepTheme, storedTheme } from '@client/lib/theme';
import { switchLanguage, visitorLanguage } from '@client/i18n/i18n';

export const COMPACT_CLASS = 'compact';

function setFormats(preferences: Pick<Preferences, 'dateFormat' | 'numberFormat'>) {
  setDateFormat(preferences.dateFormat);
  setNumberFormat(preferences.numberFormat);
}

const DEFAULT_FORMATS = { dateFormat: 'MMM DD, YYYY', numberFormat: '1,234.56' } as const;

/**
 * Puts the signed-in user's preferences to work in this browser: the date and number formats before the screens
 * below render (so they write dates and figures in them), the theme (mirrored for the next load's first paint) and
 * compact view (a class on <html>), the language (the app draws again in it once its messages are here). Leaving the signed-in app takes the formats, compact view and language back to the
 * defaults.
 */
export function useApplyPreferences(preferences: Preferences | undefined) {
  // While rendering, so that the screens rendered below already use them...
  if (preferences) setFormats(preferences);
  const dateFormat = preferences?.dateFormat ?? DEFAULT_FORMATS.dateFormat;
  const numberFormat = preferences?.numberFormat ?? DEFAULT_FORMATS.numberFormat;
  // ...and once committed, after any shell this one replaces has put the defaults back.
  useLayoutEffect(() => {
    setFormats({ dateFormat, numberFormat });
    return () => setFormats(DEFAULT_FORMATS);
  }, [dateFormat, numberFormat]);
  const theme = preferences?.theme;
  useLayoutEffect(() => {
    if (theme && theme !== storedTheme()) keepTheme(theme);
  }, [theme]);
  const language = preferences?.language;
  useEffect(() => {
    if (!language) return;
    void switchLanguage(language);
    return () => void switchLanguage(visitorLanguage());
  }, [language]);
  const compact = preferences?.compactView ?? false;
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(COMPACT_CLASS, compact);
    return () => void document.documentElement.classList.remove(COMPACT_CLASS);
  }, [compact]);
}
