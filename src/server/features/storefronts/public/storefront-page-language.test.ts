import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../../../shared/storefronts/order.schemas';
import { storefrontMessages as m } from '../../../../shared/storefronts/storefront.schemas';
import { companies } from '../../../db/schema';
import { seedService } from '../../../db/seed/factories';
import { createTestApp, waitForOutbox, type TestApp } from '../../../../test/app';
import { waitFor } from '../../../../test/wait';
import { at, bookingBusiness, nextMonday } from '../booking/booking.test-helpers';
import { openInBrowser } from './browser.test-helpers';
import { answersIn, answerSayer } from './page/answer-texts';
import { SCRIPT_TEXTS_ID } from './page/page-text';
import { storefrontText } from './storefront-text';
import { BROWSER, seedStorefront, visit } from './public.test-helpers';

const documentOf = (html: string) => new JSDOM(html).window.document;
const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent);

describe("the storefront page in the business's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function pageOf(language: string) {
    const { company, config } = await seedStorefront(t, { company: { language } });
    await seedService(t.db, { companyId: company.id, name: 'Acid Wash', baseRate: '95.00' });
    const response = await visit(t, `/landing/${config.subdomain}`);
    expect(response.statusCode).toBe(200);
    return { company, config, response, doc: documentOf(response.body) };
  }

  it('is Spanish for a Spanish business: its lang, its headings, its form, its footer, the words of its script', async () => {
    const { doc } = await pageOf('es');
    expect(doc.documentElement.lang).toBe('es');
    expect(texts(doc, 'main h2')).toEqual([
      '¿Cómo podemos ayudarle?',
      'Nuestros servicios',
      'Reservar una visita',
      'Por qué elegir a Bluewater Pools',
      'Solicitar servicio',
    ]);
    // The owner's own words stay as written; the fixed ones around them are Spanish.
    expect(texts(doc, '#services h3')).toEqual(['Acid Wash']);
    expect(texts(doc, '#services .rate')).toEqual(['Desde $95.00']);
    expect(doc.querySelector('label[for="lead-name"]')?.textContent).toBe('Nombre *');
    expect(doc.querySelector('label[for="lead-email"]')?.textContent).toBe('Correo electrónico *');
    expect(doc.querySelector('#lead-service option')?.textContent).toBe('Elija un servicio (opcional)');
    expect(doc.querySelector('#lead-form button[type="submit"]')?.textContent).toBe('Enviar solicitud');
    expect(doc.querySelector('#booking-form label[for="booking-day"]')?.textContent).toBe('Día *');
    expect(doc.querySelector('footer')?.textContent).toMatch(
      /^© \d{4} Bluewater Pools\. Con la tecnología de Crewdesk$/,
    );
    const words = JSON.parse(doc.getElementById(SCRIPT_TEXTS_ID)!.textContent!) as Record<string, unknown>;
    expect(words).toMatchObject({ lang: 'es', missingTitle: 'Falta información', s: { book: 'Reservar' } });
    expect((words.answers as Record<string, string>)[m.leadSent]).toBe(
      '¡Gracias! Recibimos su solicitud y nos pondremos en contacto pronto.',
    );
  });

  it('is French for a French business', async () => {
    const { doc } = await pageOf('fr');
    expect(doc.documentElement.lang).toBe('fr');
    expect(texts(doc, 'main h2')).toEqual([
      'Comment pouvons-nous vous aider ?',
      'Nos services',
      'Réserver une visite',
      'Pourquoi choisir Bluewater Pools',
      'Demander un service',
    ]);
    expect(doc.querySelector('label[for="lead-name"]')?.textContent).toBe('Nom *');
    expect(doc.querySelector('label[for="lead-phone"]')?.textContent).toBe('Téléphone *');
    expect(doc.querySelector('#lead-form .note')?.textContent).toBe('Les champs marqués d’un * sont obligatoires.');
    expect(doc.querySelector('#lead-form button[type="submit"]')?.textContent).toBe('Envoyer la demande');
    expect(doc.querySelector('footer')?.textContent).toContain('Propulsé par Crewdesk');
  });

  it('lists the specification’s services in the language when the business has none, and follows a change of language', async () => {
    const { company, config } = await seedStorefront(t, { company: { language: 'es' } });
    const url = `/landing/${config.subdomain}`;
    const spanish = await visit(t, url);
    expect(texts(documentOf(spanish.body), '#services h3')).toContain('Reparaciones del hogar');
    await t.db.update(companies).set({ language: 'fr' }).where(eq(companies.id, company.id));
    const french = await visit(t, url);
    expect(french.headers.etag).not.toBe(spanish.headers.etag);
    const doc = documentOf(french.body);
    expect(doc.documentElement.lang).toBe('fr');
    expect(texts(doc, '#services h3')).toContain('Réparations à domicile');
  });

  it('refuses a post without the script in the language', async () => {
    const { config } = await seedStorefront(t, { company: { language: 'es' } });
    const response = await t.app.inject({
      method: 'POST',
      url: `/landing/${config.subdomain}/lead`,
      payload: new URLSearchParams({ name: 'Riley', email: '', phone: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
      remoteAddress: '192.0.2.201',
    });
    expect(response.statusCode).toBe(400);
    const status = documentOf(response.body).getElementById('lead-status')!;
    expect(status.textContent).toBe('Falta informaciónComplete todos los campos obligatorios.');
  });

  it("has the script write its own words and the API's answers in the language", async () => {
    const { config } = await seedStorefront(t, { company: { language: 'es' } });
    const page = await openInBrowser(t, `/landing/${config.subdomain}`);
    page.fill('lead-form', { name: 'Riley Chen', email: '', phone: '' });
    page.submit('lead-form');
    expect(await page.said('lead-status')).toBe('Falta informaciónComplete todos los campos obligatorios.');

    page.byId('lead-status').textContent = '';
    page.fill('lead-form', { email: 'riley@example.com', phone: '555-0199' });
    page.submit('lead-form');
    // The API answers in English; the page says it in Spanish.
    await waitFor(() => (page.calls.length > 0 ? true : undefined), 'the request');
    expect(await page.said('lead-status')).toBe('¡Gracias! Recibimos su solicitud y nos pondremos en contacto pronto.');
  });

  it('books in Spanish: the days and times, the confirmation, and the e-mail to the visitor', async () => {
    const b = await bookingBusiness(t);
    await t.db.update(companies).set({ language: 'es' }).where(eq(companies.id, b.companyId));
    const monday = nextMonday();
    const page = await openInBrowser(t, `/landing/${b.subdomain}`);
    const days = page.byId('booking-day') as HTMLSelectElement;
    await waitFor(() => (days.options.length > 1 ? true : undefined), 'the days to load');
    expect([...days.options].find((o) => o.value === monday)!.textContent).toMatch(/^lun/);

    page.fill('booking-form', { day: monday, serviceId: String(b.service.id) });
    await waitFor(
      () => (page.doc.querySelector(`#booking-slots input[value="${at(monday, 9)}"]`) ? true : undefined),
      'the times',
    );
    page.doc.querySelector<HTMLInputElement>(`#booking-slots input[value="${at(monday, 9)}"]`)!.checked = true;
    page.fill('booking-form', { name: 'Jamie Lee', email: 'jamie.es@example.test', phone: '555-0100' });
    page.submit('booking-form');
    const said = await page.said('booking-status');
    expect(said.startsWith('Su visita fue solicitada: el negocio la confirmará en breve. ')).toBe(true);
    expect(said).toContain('9:00');

    const visitor = await waitForOutbox(t.db, (e) => e.to === 'jamie.es@example.test');
    expect(visitor.subject).toMatch(/^Visita solicitada: Pool Cleaning con Bluewater Pools, lunes/);
    expect(visitor.html).toContain('lang="es"');
    expect(visitor.text).toContain('Hola, Jamie Lee:');
    expect(visitor.text).toContain('Su visita está a la espera de que Bluewater Pools la confirme');
    expect(visitor.text).toContain('Para modificarla, comuníquese con Bluewater Pools: (555) 010-2000');
    // The owner's notice stays in English.
    const owner = await waitForOutbox(t.db, (e) => e.to === b.user.email && e.subject.startsWith('New booking'));
    expect(owner.text).toContain('It is waiting for you to confirm it.');
  });
});

describe("the API's answers on the page", () => {
  it('are left alone on an English page, found by text or by template on a Spanish one', () => {
    const english = answersIn(storefrontText('en'), ['lead', 'shop', 'booking']);
    expect(english).toEqual({ answers: {}, patterns: [] });
    const say = answerSayer(answersIn(storefrontText('es'), ['lead', 'shop']));
    expect(say(m.leadRateLimited)).toBe('Demasiadas solicitudes. Inténtelo de nuevo en unos minutos.');
    const outOfStock = orderMessages.outOfStock.replace('{count}', '2').replace('{name}', 'Leaf Net');
    expect(say(outOfStock)).toBe('Solo quedan 2 de Leaf Net');
    expect(say('Must be at most 120 characters')).toBe('Debe tener como máximo 120 caracteres');
    expect(say('Something new')).toBe('Something new');
  });
});
