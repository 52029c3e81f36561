import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../../../../shared/account/preference-values';
import { storefrontMessages as m, type PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import { ContactSection, type LeadFormState } from './lead-form';
import { pageColours } from './page-colours';
import { BookingSection } from './booking-section';
import { fallbackNamesIn } from './fallback-names';
import { Hero, PageFooter, PageHeader, Reasons, Services } from './page-sections';
import { pageTextIn, SCRIPT_TEXTS_ID, scriptTextsOf } from './page-text';
import { ShopSection } from './shop-section';
import { StorefrontDocument } from './storefront-document';
import { absolute, localBusinessJsonLd, pageDescription } from './structured-data';

export type StorefrontPageProps = {
  view: PublicStorefront;
  /** The business's: everything the page says but the owner's own words is in it. */
  language: Language;
  /** Where the form posts without the script: `/landing/{subdomain}/lead`, or `/lead` on the storefront's host. */
  formAction: string;
  scriptSrc: string;
  origin: string;
  year: number;
  form: LeadFormState;
};

const doctype = (html: string) => `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`;

/** The view with the services listed for a business without its own (the specification's) in the page's language. */
function inLanguage(view: PublicStorefront, names: Record<string, string>): PublicStorefront {
  const services = view.services.map((s) => (s.own ? s : { ...s, name: names[s.name] ?? s.name }));
  return { ...view, services };
}

/** A storefront's page as a complete HTML document (decision 012: drawn by the server, no client framework). */
export function renderStorefrontPage(p: StorefrontPageProps): string {
  const text = pageTextIn(p.language);
  const { t } = text;
  const view = inLanguage(p.view, fallbackNamesIn(t));
  const head = {
    title: view.title,
    description: pageDescription(view, t),
    canonical: view.url,
    siteName: view.businessName,
    image: view.logoUrl && absolute(p.origin, view.logoUrl),
    icon: view.logoUrl,
    jsonLd: localBusinessJsonLd(view, p.origin, t),
  };
  return doctype(
    renderToStaticMarkup(
      <StorefrontDocument
        head={head}
        colours={pageColours(view.primaryColor, view.secondaryColor)}
        language={p.language}
        scriptSrc={p.scriptSrc}
        scriptTexts={{ id: SCRIPT_TEXTS_ID, texts: scriptTextsOf(text, view) }}
      >
        <a className="skip" href="#contact">
          {t('storefronts.site.skip')}
        </a>
        <PageHeader view={view} t={t} />
        <main>
          <Hero view={view} t={t} />
          <Services view={view} t={t} />
          <ShopSection view={view} text={text} />
          <BookingSection view={view} text={text} />
          <Reasons view={view} t={t} />
          <ContactSection view={view} action={p.formAction} state={p.form} text={text} />
        </main>
        <PageFooter businessName={view.businessName} year={p.year} origin={p.origin} t={t} />
      </StorefrontDocument>,
    ),
  );
}

/**
 * 'Service Not Found': the same look with the fallback colours and nothing of any business (so in English: no
 * business, no language).
 */
export function renderNotFoundPage(p: { origin: string; year: number }): string {
  const head = { title: m.notFoundTitle, description: m.notFoundText };
  return doctype(
    renderToStaticMarkup(
      <StorefrontDocument head={head} colours={pageColours(null, null)}>
        <main className="wrap missing">
          <h1>{m.notFoundTitle}</h1>
          <p>{m.notFoundText}</p>
        </main>
        <PageFooter year={p.year} origin={p.origin} t={pageTextIn('en').t} />
      </StorefrontDocument>,
    ),
  );
}
