import type { PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import type { PageText } from './page-text';
import { BOOKING_IDS } from './shop-texts';

const field = (name: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string, max: number) => (
  <div>
    <label htmlFor={`booking-${name}`}>{label} *</label>
    <input id={`booking-${name}`} name={name} type={type} autoComplete={autoComplete} maxLength={max} required />
  </div>
);

/**
 * Book a Visit (only when the business books online): a service, a day and a free time (the days and times come
 * from GET /api/landing/{subdomain}/slots through the script, which also sends the booking). The times list fills
 * only once a day is chosen, so nothing moves while the page loads.
 */
export function BookingSection({ view, text }: { view: PublicStorefront; text: PageText }) {
  if (!view.booking) return null;
  const { s, t } = text;
  return (
    <section id={BOOKING_IDS.section} className="block" aria-labelledby="book-title" data-subdomain={view.subdomain}>
      <div className="wrap">
        <h2 id="book-title">{s.bookTitle}</h2>
        <p className="lead-in">{s.bookIntro}</p>
        <noscript>
          <p className="note">{s.needsScript}</p>
        </noscript>
        <form id={BOOKING_IDS.form} aria-labelledby="book-title" noValidate>
          <p className="note">{t('storefronts.form.required')}</p>
          <div className="pair">
            <div>
              <label htmlFor="booking-service">{t('storefronts.form.service')}</label>
              <select id="booking-service" name="serviceId">
                <option value="">{s.anyService}</option>
                {view.booking.services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={BOOKING_IDS.day}>{t('storefronts.booking.day')} *</label>
              <select id={BOOKING_IDS.day} name="day" required>
                <option value="">{s.chooseDay}</option>
              </select>
            </div>
          </div>
          <fieldset id={BOOKING_IDS.slots} className="slots">
            <legend>{t('storefronts.booking.time')} *</legend>
            <p className="note">{s.chooseTime}</p>
          </fieldset>
          {field('name', t('storefronts.form.name'), 'text', 'name', 120)}
          {field('email', t('storefronts.form.email'), 'email', 'email', 254)}
          {field('phone', t('storefronts.form.phone'), 'tel', 'tel', 40)}
          <div>
            <label htmlFor="booking-message">{t('storefronts.form.message')}</label>
            <textarea id="booking-message" name="message" rows={3} maxLength={4000} />
          </div>
          <div id={BOOKING_IDS.status} className="notice" role="status" aria-live="polite" tabIndex={-1} />
          <button className="btn submit" type="submit">
            {s.book}
          </button>
        </form>
      </div>
    </section>
  );
}
