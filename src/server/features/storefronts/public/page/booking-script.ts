import type { ScriptKit } from './script-kit';
import type { BOOKING_IDS, ShopTexts } from './shop-texts';

export type BookingTexts = {
  ids: typeof BOOKING_IDS;
  /** The page's language: its days and times are written its way (English as the API writes them). */
  lang: string;
  s: ShopTexts;
  missingTitle: string;
  missingText: string;
  emailInvalid: string;
  startInvalid: string;
  /** The API's answer (English) when the time was taken meanwhile. */
  slotTaken: string;
};

type Day = { date: string; slots: { start: string; label: string }[] };

/**
 * Runs in the visitor's browser (its own source text: nothing from outside itself). Book a Visit: the next 14 days'
 * free times from GET /api/landing/{subdomain}/slots (loaded as the section comes near, again when the service
 * changes), the chosen day's times as radio buttons (their labels the business's clock, written in the page's language),
 * and the booking posted to POST /api/landing/{subdomain}/book. A time taken meanwhile reloads the times.
 */
export function enhanceBooking(kit: ScriptKit, t: BookingTexts) {
  const section = document.getElementById(t.ids.section);
  const form = document.getElementById(t.ids.form) as HTMLFormElement | null;
  if (!section || !form) return;
  const daySelect = document.getElementById(t.ids.day) as HTMLSelectElement;
  const slotsBox = document.getElementById(t.ids.slots)!;
  const status = document.getElementById(t.ids.status)!;
  const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
  const label = button.textContent;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const value = (name: string) => field(name).value.trim();
  const base = `/api/landing/${section.dataset.subdomain}`;
  let days: Day[] = [];
  /** The business's time zone, as the free times came. */
  let timeZone = '';
  const english = t.lang === 'en';
  const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const written = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(t.lang, options).format(new Date(iso));

  const dayLabel = (date: string) => {
    const d = new Date(`${date}T12:00:00Z`);
    if (!english)
      return written(d.toISOString(), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  };
  /** A free time's clock (`9:30 AM` as the API writes it in English). */
  const timeLabel = (slot: { start: string; label: string }) =>
    english || !timeZone ? slot.label : written(slot.start, { hour: 'numeric', minute: '2-digit', timeZone });
  /** The booked visit's day and time (the API's label in English). */
  const bookedLabel = (start: string, label: string) =>
    english || !timeZone
      ? label
      : written(start, {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone,
        });
  const note = (text: string) => {
    for (const old of slotsBox.querySelectorAll('p, label')) old.remove();
    slotsBox.append(kit.make('p', 'note', text));
  };

  const drawTimes = () => {
    const day = days.find((d) => d.date === daySelect.value);
    if (!day) return note(daySelect.options.length > 1 ? t.s.chooseTime : t.s.noDays);
    if (day.slots.length === 0) return note(t.s.noTimes);
    for (const old of slotsBox.querySelectorAll('p, label')) old.remove();
    for (const slot of day.slots) {
      const option = kit.make('label');
      const radio = kit.make('input') as HTMLInputElement;
      Object.assign(radio, { type: 'radio', name: 'start', value: slot.start, required: true });
      option.append(radio, timeLabel(slot));
      slotsBox.append(option);
    }
  };

  const load = async () => {
    const serviceId = value('serviceId');
    const chosen = daySelect.value;
    try {
      const answer = await kit.call(`${base}/slots?days=14${serviceId ? `&serviceId=${serviceId}` : ''}`);
      const message = answer.data.message as string | undefined;
      if (!answer.ok) return kit.show(status, 'err', message ? kit.say(message) : t.s.bookFailed);
      days = (answer.data.days as Day[]).filter((d) => d.slots.length > 0);
      timeZone = answer.data.timeZone as string;
    } catch {
      return kit.show(status, 'err', t.s.bookFailed);
    }
    daySelect.length = 1;
    for (const day of days) daySelect.add(new Option(dayLabel(day.date), day.date));
    daySelect.value = days.some((d) => d.date === chosen) ? chosen : '';
    drawTimes();
  };

  let loaded = false;
  const loadOnce = () => {
    if (!loaded) void load();
    loaded = true;
  };
  if (typeof IntersectionObserver === 'function') {
    const watch = new IntersectionObserver(
      (seen) => {
        if (!seen.some((e) => e.isIntersecting)) return;
        watch.disconnect();
        loadOnce();
      },
      { rootMargin: '400px' },
    );
    watch.observe(section);
  } else {
    loadOnce();
  }
  form.addEventListener('focusin', loadOnce);
  field('serviceId').addEventListener('change', () => void load());
  daySelect.addEventListener('change', drawTimes);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
    const start = (form.querySelector('input[name="start"]:checked') as HTMLInputElement | null)?.value;
    const missing = ['name', 'email', 'phone'].filter((name) => value(name) === '');
    if (!start) {
      kit.show(status, 'err', t.startInvalid);
      return (form.querySelector<HTMLInputElement>('input[name="start"]') ?? daySelect).focus();
    }
    if (missing.length > 0) {
      for (const name of missing) field(name).setAttribute('aria-invalid', 'true');
      kit.show(status, 'err', t.missingText, t.missingTitle);
      return field(missing[0]).focus();
    }
    if (field('email').validity.typeMismatch) {
      field('email').setAttribute('aria-invalid', 'true');
      kit.show(status, 'err', t.emailInvalid);
      return field('email').focus();
    }
    button.disabled = true;
    button.textContent = t.s.booking;
    try {
      const body = {
        serviceId: value('serviceId') ? Number(value('serviceId')) : null,
        start,
        message: field('message').value,
      };
      for (const name of ['name', 'email', 'phone']) Object.assign(body, { [name]: value(name) });
      const answer = await kit.call(`${base}/book`, { method: 'POST', body });
      const message = answer.data.message as string | undefined;
      const said = message ? kit.say(message) : t.s.bookFailed;
      if (answer.ok) {
        form.reset();
        kit.show(status, 'ok', `${said} ${bookedLabel(answer.data.start as string, answer.data.label as string)}`);
        await load();
        status.focus();
      } else if (message === t.slotTaken || answer.status === 409) {
        kit.show(status, 'err', said);
        await load();
        status.focus();
      } else {
        kit.show(status, 'err', said);
      }
    } catch {
      kit.show(status, 'err', t.s.bookFailed);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });
}
