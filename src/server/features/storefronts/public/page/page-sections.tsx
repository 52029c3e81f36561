import { formatMoney } from '../../../../../shared/money';
import type { PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import type { Translate } from '../storefront-text';

const LOGO_SIZE = 48;

type SectionProps = { view: PublicStorefront; t: Translate };

/** The business's bar (logo, name, a call link) and the storefront's title and description: the page's one h1. */
export function PageHeader({ view, t }: SectionProps) {
  const phone = view.contact.phone;
  return (
    <header className="top">
      <div className="wrap">
        <div className="brand">
          {view.logoUrl ? (
            <img
              src={view.logoUrl}
              alt={t('storefronts.site.logo', { business: view.businessName })}
              width={LOGO_SIZE}
              height={LOGO_SIZE}
            />
          ) : null}
          <span>{view.businessName}</span>
          {phone ? (
            <a className="call" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {t('storefronts.site.call', { phone })}
            </a>
          ) : null}
        </div>
        <div className="intro">
          <h1>{view.title}</h1>
          {view.description ? <p>{view.description}</p> : null}
        </div>
      </div>
    </header>
  );
}

export function Hero({ view, t }: SectionProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="wrap">
        <h2 id="hero-title">{t('storefronts.site.heroTitle')}</h2>
        <p>{t('storefronts.site.heroText', { business: view.businessName })}</p>
        <a className="btn" href="#contact">
          {t('storefronts.site.requestService')}
        </a>
        <a className="btn alt" href="#services">
          {t('storefronts.site.seeServices')}
        </a>
      </div>
    </section>
  );
}

export function Services({ view, t }: SectionProps) {
  return (
    <section id="services" className="block" aria-labelledby="services-title">
      <div className="wrap">
        <h2 id="services-title">{t('storefronts.site.servicesTitle')}</h2>
        <p className="lead-in">{t('storefronts.site.servicesIntro', { business: view.businessName })}</p>
        <ul className="grid">
          {view.services.map((s, i) => (
            // Names may repeat (a business's own list): the position is the key.
            <li key={i} className="card">
              <h3>{s.name}</h3>
              {s.description ? <p>{s.description}</p> : null}
              {s.baseRate ? (
                <p className="rate">{t('storefronts.site.from', { price: formatMoney(s.baseRate) })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const reasonsIn = (t: Translate) => [
  [t('storefronts.site.reason.quickTitle'), t('storefronts.site.reason.quickText')],
  [t('storefronts.site.reason.reachTitle'), t('storefronts.site.reason.reachText')],
  [t('storefronts.site.reason.wayTitle'), t('storefronts.site.reason.wayText')],
];

export function Reasons({ view, t }: SectionProps) {
  return (
    <section className="block alt reasons" aria-labelledby="reasons-title">
      <div className="wrap">
        <h2 id="reasons-title">{t('storefronts.site.whyChoose', { business: view.businessName })}</h2>
        <ul className="grid">
          {reasonsIn(t).map(([title, text]) => (
            <li key={title} className="card">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Stands where the link to Crewdesk goes in the footer's sentence. */
const LINK = '\u0000';

export function PageFooter(p: { businessName?: string; year: number; origin: string; t: Translate }) {
  const { t } = p;
  const [before, after = ''] = t('storefronts.site.poweredBy', { crewdesk: LINK }).split(LINK);
  return (
    <footer>
      <div className="wrap">
        {p.businessName
          ? `${t('storefronts.site.copyright', { year: String(p.year), business: p.businessName })} `
          : null}
        {before}
        <a href={p.origin}>Crewdesk</a>
        {after || null}
      </div>
    </footer>
  );
}
