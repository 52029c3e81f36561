import { renderToStaticMarkup } from 'react-dom/server';
import { storefrontMessages as m, type PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import { ContactSection, type LeadFormState } from './lead-form';
import { pageColours } from './page-colours';
import { BookingSection } from './booking-section';
import { Hero, PageFooter, PageHeader, Reasons, Services } from './page-sections';
import { ShopSection } from './shop-section';
import { StorefrontDocument } from './storefront-document';
import { absolute, localBusinessJsonLd, pageDescription } from './structured-data';

export type StorefrontPageProps = {
  view: PublicStorefront;
  /** Where the form posts without the script: `/landing/{subdomain}/lead`, or `/lead` on the storefront's host. */
  formAction: string;
  scriptSrc: string;
  origin: string;
  year: number;
  form: LeadFormState;
};

const doctype = (html: string) => `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`;

/** A storefront's page as a complete HTML document (decision 012: drawn by the server, no client framework). */
export function renderStorefrontPage(p: StorefrontPageProps): string {
  const { view } = p;
  const head = {
    title: view.title,
    description: pageDescription(view),
    canonical: view.url,
    siteName: view.businessName,
    image: view.logoUrl && absolute(p.origin, view.logoUrl),
    icon: view.logoUrl,
    jsonLd: localBusinessJsonLd(view, p.origin),
  };
  return doctype(
    renderToStaticMarkup(
      <StorefrontDocument
        head={head}
        colours={pageColours(view.primaryColor, view.secondaryColor)}
        scriptSrc={p.scriptSrc}
      >
        <a className="skip" href="#contact">
          Skip to the request form
        </a>
        <PageHeader view={view} />
        <main>
          <Hero view={view} />
          <Services view={view} />
          <ShopSection view={view} />
          <BookingSection view={view} />
          <Reasons view={view} />
          <ContactSection view={view} action={p.formAction} state={p.form} />
        </main>
        <PageFooter businessName={view.businessName} year={p.year} origin={p.origin} />
      </StorefrontDocument>,
    ),
  );
}

/** 'Service Not Found': the same look with the fallback colours and nothing of any business. */
export function renderNotFoundPage(p: { origin: string; year: number }): string {
  const head = { title: m.notFoundTitle, description: m.notFoundText };
  return doctype(
    renderToStaticMarkup(
      <StorefrontDocument head={head} colours={pageColours(null, null)}>
        <main className="wrap missing">
          <h1>{m.notFoundTitle}</h1>
          <p>{m.notFoundText}</p>
        </main>
        <PageFooter year={p.year} origin={p.origin} />
      </StorefrontDocument>,
    ),
  );
}
