import { useId, useState } from 'react';
import { LANGUAGE_COOKIE, LANGUAGES, languageNames, type Language } from '@shared/account/preference-values';
import { activeLanguage, switchLanguage } from '@client/i18n/i18n';
import { useT } from '@client/i18n/use-t';

/** A year: the visitor's choice outlives the visit. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The visitor's language: kept in a cookie (the server then serves every page in it) and shown at once. Each
 * language is named in its own words, so a visitor finds theirs whatever the page's language.
 */
export function LanguageSelect() {
  const t = useT();
  const id = useId();
  // The choice shows while its messages load.
  const [choice, setChoice] = useState<Language>(activeLanguage);
  const choose = (language: Language) => {
    setChoice(language);
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    void switchLanguage(language);
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>{t('marketing-site.footer.language')}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => choose(event.target.value as Language)}
        className="rounded-md border bg-card px-2 py-1 text-sm"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
