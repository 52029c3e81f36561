import type { PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import type { PageText } from './page-text';

export type LeadFormValues = Partial<Record<'name' | 'email' | 'phone' | 'serviceRequested' | 'message', string>>;

/**
 * What the form shows: nothing yet, the thanks after a post, or why a post without the script was refused (the
 * API's English texts, shown in the page's language).
 */
export type LeadFormState =
  | { kind: 'idle' }
  | { kind: 'sent' }
  | { kind: 'error'; title?: string; text: string; values: LeadFormValues; invalid: string[] };

/** Ids the page's script finds the form by (storefront-script.ts). */
export const FORM_IDS = { form: 'lead-form', status: 'lead-status' } as const;

function Notice({ state, text }: { state: LeadFormState; text: PageText }) {
  const { say } = text;
  const kind = state.kind === 'sent' ? 'ok' : state.kind === 'error' ? 'err' : '';
  return (
    <div id={FORM_IDS.status} className={kind ? `notice ${kind}` : 'notice'} role="status" aria-live="polite">
      {state.kind === 'sent' ? text.t('storefronts.answer.leadSent') : null}
      {state.kind === 'error' ? (
        <>
          {state.title ? <strong>{say(state.title)}</strong> : null}
          {say(state.text)}
        </>
      ) : null}
    </div>
  );
}

/** The contact section: how to reach the business, and the request form that works with or without the script. */
export function ContactSection(p: { view: PublicStorefront; action: string; state: LeadFormState; text: PageText }) {
  const { view, state, text } = p;
  const { t } = text;
  const values = state.kind === 'error' ? state.values : {};
  const invalid = (field: string) => (state.kind === 'error' && state.invalid.includes(field) ? true : undefined);
  const { phone, email, address } = view.contact;
  const field = (name: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string, max: number) => (
    <div>
      <label htmlFor={`lead-${name}`}>{label} *</label>
      <input
        id={`lead-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={max}
        required
        aria-invalid={invalid(name)}
        defaultValue={values[name]}
      />
    </div>
  );
  return (
    <section id="contact" className="block" aria-labelledby="contact-title">
      <div className="wrap contact">
        <div>
          <h2 id="contact-title">{t('storefronts.site.requestService')}</h2>
          <p className="lead-in">{t('storefronts.contact.intro', { business: view.businessName })}</p>
          <ul className="facts">
            {phone ? (
              <li>
                <strong>{t('storefronts.form.phone')}</strong>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </li>
            ) : null}
            {email ? (
              <li>
                <strong>{t('storefronts.contact.email')}</strong>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {address ? (
              <li>
                <strong>{t('storefronts.contact.address')}</strong>
                {address}
              </li>
            ) : null}
          </ul>
        </div>
        <form id={FORM_IDS.form} method="post" action={p.action} aria-labelledby="contact-title">
          <p className="note">{t('storefronts.form.required')}</p>
          {field('name', t('storefronts.form.name'), 'text', 'name', 120)}
          {field('email', t('storefronts.form.email'), 'email', 'email', 254)}
          {field('phone', t('storefronts.form.phone'), 'tel', 'tel', 40)}
          <div>
            <label htmlFor="lead-service">{t('storefronts.form.service')}</label>
            <select id="lead-service" name="serviceRequested" defaultValue={values.serviceRequested ?? ''}>
              <option value="">{t('storefronts.contact.chooseService')}</option>
              {view.services.map((s, i) => (
                <option key={i} value={s.name.slice(0, 120)}>
                  {s.name}
                </option>
              ))}
              {/* The value the owner reads stays the same in every language. */}
              <option value="Something else">{t('storefronts.contact.somethingElse')}</option>
            </select>
          </div>
          <div>
            <label htmlFor="lead-message">{t('storefronts.form.message')}</label>
            <textarea id="lead-message" name="message" rows={4} maxLength={4000} defaultValue={values.message} />
          </div>
          {/* Left empty by people, who never see it; a bot that fills it is answered as if accepted. */}
          <div className="hp" aria-hidden="true">
            <label htmlFor="lead-website">Website</label>
            <input id="lead-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <input type="hidden" name="subdomain" value={view.subdomain} />
          <Notice state={state} text={text} />
          <button className="btn submit" type="submit">
            {t('storefronts.contact.send')}
          </button>
        </form>
      </div>
    </section>
  );
}
