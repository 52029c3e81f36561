import type { Language } from '../../../../../shared/account/preference-values';
import type { PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import { storefrontText, type Translate } from '../storefront-text';
import { answersIn, answerSayer, type AnswerGroup, type Answers, type Say } from './answer-texts';
import { shopTextsIn, type ShopTexts } from './shop-texts';

/** What a page is written with: its language, its messages, the shop's words and the API's answers in it. */
export type PageText = { language: Language; t: Translate; s: ShopTexts; say: Say };

const pageTexts = new Map<Language, PageText>();

/** The page's words in `language`, made once per language. */
export function pageTextIn(language: Language): PageText {
  let text = pageTexts.get(language);
  if (!text) {
    const t = storefrontText(language);
    const say = answerSayer(answersIn(t, ['lead', 'shop', 'booking']));
    text = { language, t, s: shopTextsIn(t), say };
    pageTexts.set(language, text);
  }
  return text;
}

/** The id of the page's data element the script reads its words from (JSON, which runs nothing). */
export const SCRIPT_TEXTS_ID = 'storefront-texts';

/** The words the page's script writes, in the page's language: handed over in the page as JSON. */
export type PageScriptTexts = Answers & {
  lang: Language;
  missingTitle: string;
  missingText: string;
  emailInvalid: string;
  startInvalid: string;
  outOfStock: string;
  sent: string;
  failed: string;
  sending: string;
  s: ShopTexts;
};

/** The script's words for a page: the answers of only the parts it has. */
export function scriptTextsOf(text: PageText, view: PublicStorefront): PageScriptTexts {
  const { t } = text;
  const groups: AnswerGroup[] = ['lead'];
  if (view.products.length > 0 && view.payments) groups.push('shop');
  if (view.booking) groups.push('booking');
  return {
    lang: text.language,
    missingTitle: t('storefronts.answer.missingTitle'),
    missingText: t('storefronts.answer.missingText'),
    emailInvalid: t('storefronts.answer.emailInvalid'),
    startInvalid: t('storefronts.answer.startInvalid'),
    outOfStock: t('storefronts.shop.outOfStock', { count: '{count}', name: '{name}' }),
    sent: t('storefronts.answer.leadSent'),
    failed: t('storefronts.answer.leadFailed'),
    sending: t('storefronts.contact.sending'),
    s: text.s,
    ...answersIn(t, groups),
  };
}
