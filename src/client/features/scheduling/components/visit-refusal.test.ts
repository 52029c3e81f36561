import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageGroup, switchLanguage } from '@client/i18n/i18n';
import { clashOf, outsideHoursOf } from './visit-refusal';

beforeAll(() => loadMessageGroup('app'));
afterEach(() => switchLanguage('en'));

const refusal = (body: object) => new Error(`409: ${JSON.stringify(body)}`);
const ZONE = 'America/New_York';

const CLOSED = 'Sat, Nov 28, 9:00 AM – 10:00 AM is outside your working hours: closed on Saturdays.';
const saturday = refusal({
  message: CLOSED,
  fields: { allowOutsideHours: CLOSED },
  values: {
    start: '2026-11-28T14:00:00.000Z',
    end: '2026-11-28T15:00:00.000Z',
    timeZone: ZONE,
    weekday: 'saturday',
    opens: null,
    closes: null,
  },
});
const EVENING = 'Tue, Nov 24, 6:00 PM – 7:00 PM is outside your working hours: Tuesday 8:00 AM – 5:00 PM.';
const evening = refusal({
  message: EVENING,
  fields: { allowOutsideHours: EVENING },
  values: {
    start: '2026-11-24T23:00:00.000Z',
    end: '2026-11-25T00:00:00.000Z',
    timeZone: ZONE,
    weekday: 'tuesday',
    opens: '08:00',
    closes: '17:00',
  },
});
const BOOKED = 'Dana is already booked for "Pool opening" on Tue, Nov 24, 9:00 AM – 10:00 AM (15 min buffer).';
const clash = refusal({
  message: BOOKED,
  values: {
    technician: 'Dana',
    title: 'Pool opening',
    start: '2026-11-24T14:00:00.000Z',
    end: '2026-11-24T15:00:00.000Z',
    timeZone: ZONE,
    bufferMinutes: 15,
  },
});

describe("the server's refusals of a visit", () => {
  it("keep the server's English sentence in English", () => {
    expect(outsideHoursOf(saturday)).toBe(CLOSED);
    expect(outsideHoursOf(evening)).toBe(EVENING);
    expect(clashOf(clash)).toBeUndefined();
  });

  it('are worded again in Spanish and French, with the times on the business clock in that language', async () => {
    await switchLanguage('es');
    expect(outsideHoursOf(saturday)).toMatch(
      /^sáb, 28 nov 2026 · 9:00 – 10:00 está fuera de su horario laboral: cerrado el sábado\.$/,
    );
    expect(outsideHoursOf(evening)).toMatch(/fuera de su horario laboral: el martes de 8:00 a 17:00\.$/);
    expect(clashOf(clash)).toMatch(
      /^Dana ya tiene reservada «Pool opening» el mar, 24 nov 2026 · 9:00 – 10:00 \(margen de 15 min\)\.$/,
    );

    await switchLanguage('fr');
    expect(outsideHoursOf(evening)).toMatch(/en dehors de vos horaires de travail : le mardi de 8:00 à 17:00\.$/);
    expect(clashOf(clash)).toMatch(
      /^Dana est déjà réservé pour « Pool opening » le mar\. 24 nov\. 2026 · 9:00 – 10:00/,
    );
  });

  it('leave any other failure alone', async () => {
    await switchLanguage('es');
    const other = refusal({ message: 'Appointment not found' });
    expect(outsideHoursOf(other)).toBeUndefined();
    expect(clashOf(other)).toBeUndefined();
  });
});
