import { isLanguage, type Language } from '../../../../shared/account/preference-values';
import { translator } from '../../../lib/i18n/translator';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

export type { Translate } from '../../../lib/i18n/translator';

/** What the storefront's page and its e-mails to the business's customers say, in the business's language. */
export const storefrontText = translator({ en, es, fr });

/** The business's language (a company's `language`), English for anything else. */
export const languageOf = (language: string | null | undefined): Language =>
  language && isLanguage(language) ? language : 'en';
