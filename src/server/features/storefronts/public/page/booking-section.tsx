import type { PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import { BOOKING_IDS, shopTexts as s } from './shop-texts';

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
export function BookingSection({ view }: { view: PublicStorefront }) {
  if (!view.booking) return null;
  return (
    <section id={BOOKING_IDS.section} className="block" aria-labelledby="book-title" data-subdomain={view.subdomain}>
      <div className="wrap">
        <h2 id="book-title">{s.bookTitle}</h2>
        <p className="lead-in">{s.bookIntro}</p>
        <noscript>
          <p className="note">{s.needsScript}</p>
        </noscript>
        <form id={BOOKING_IDS.form} aria-labelledby="book-title" noValidate>
          <p className="note">Fields marked * are required.</p>
          <div className="pair">
            <div>
              <label htmlFor="booking-service">Service</label>
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
              <label htmlFor={BOOKING_IDS.day}>Day *</label>
              <select id={BOOKING_IDS.day} name="day" required>
                <option value="">{s.chooseDay}</option>
              </select>
            </div>
          </div>
          <fieldset id={BOOKING_IDS.slots} className="slots">
            <legend>Time *</legend>
            <p className="note">{s.chooseTime}</p>
          </fieldset>
          {field('name', 'Name', 'text', 'name', 120)}
          {field('email', 'Email', 'email', 'email', 254)}
          {field('phone', 'Phone', 'tel', 'tel', 40)}
          <div>
            <label htmlFor="booking-message">Message</label>
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
