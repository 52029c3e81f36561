import { formatMoney } from '../../../../../shared/money';
import type { PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';

const LOGO_SIZE = 48;

/** The business's bar (logo, name, a call link) and the storefront's title and description: the page's one h1. */
export function PageHeader({ view }: { view: PublicStorefront }) {
  const phone = view.contact.phone;
  return (
    <header className="top">
      <div className="wrap">
        <div className="brand">
          {view.logoUrl ? (
            <img src={view.logoUrl} alt={`${view.businessName} logo`} width={LOGO_SIZE} height={LOGO_SIZE} />
          ) : null}
          <span>{view.businessName}</span>
          {phone ? (
            <a className="call" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              Call {phone}
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

export function Hero({ view }: { view: PublicStorefront }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="wrap">
        <h2 id="hero-title">How can we help?</h2>
        <p>Tell {view.businessName} what you need and we will get back to you soon.</p>
        <a className="btn" href="#contact">
          Request Service
        </a>
        <a className="btn alt" href="#services">
          See Our Services
        </a>
      </div>
    </section>
  );
}

export function Services({ view }: { view: PublicStorefront }) {
  return (
    <section id="services" className="block" aria-labelledby="services-title">
      <div className="wrap">
        <h2 id="services-title">Our Services</h2>
        <p className="lead-in">What {view.businessName} can do for you.</p>
        <ul className="grid">
          {view.services.map((s, i) => (
            // Names may repeat (a business's own list): the position is the key.
            <li key={i} className="card">
              <h3>{s.name}</h3>
              {s.description ? <p>{s.description}</p> : null}
              {s.baseRate ? <p className="rate">From {formatMoney(s.baseRate)}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const REASONS = [
  ['Quick Response', 'Your request goes straight to our team, and we reply as soon as we can.'],
  ['Easy to Reach', 'Call, e-mail or send a request from this page, whenever suits you.'],
  ['Work Done Your Way', 'Tell us what you need and we will shape the service around it.'],
] as const;

export function Reasons({ view }: { view: PublicStorefront }) {
  return (
    <section className="block alt reasons" aria-labelledby="reasons-title">
      <div className="wrap">
        <h2 id="reasons-title">Why Choose {view.businessName}</h2>
        <ul className="grid">
          {REASONS.map(([title, text]) => (
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

export function PageFooter({ businessName, year, origin }: { businessName?: string; year: number; origin: string }) {
  return (
    <footer>
      <div className="wrap">
        {businessName ? `© ${year} ${businessName}. ` : null}
        Powered by <a href={origin}>Crewdesk</a>
      </div>
    </footer>
  );
}
