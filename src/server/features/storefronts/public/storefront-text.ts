import { translator } from '../../../lib/i18n/translator';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

export type { Translate } from '../../../lib/i18n/translator';

/** What the storefront's page and its e-mails to the business's customers say, in the business's language. */
export const storefrontText = translator({ en, es, fr });
