import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shared/scheduling/appointments.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { settingsFixture, visitFixture } from './today-fixtures';
import { preloadOnMyWay } from './today-on-my-way-dialog';
import { TodaySchedule } from './today-schedule';

beforeAll(preloadOnMyWay);

const processZone = process.env.TZ;

/** The clock reads `iso` (Date alone is faked: promises and the user's timers run as usual). */
const setNow = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });

beforeEach(() => setNow('2026-11-24T13:00:00.000Z')); // 8:00 AM in New York, Tuesday, November 24

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

function api(visits: Appointment[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/schedule-settings': () => Response.json(settingsFixture()),
    'GET /api/appointments': () => Response.json(visits),
    ...extra,
  });
}

function Where() {
  const location = useLocation();
  return <p>At {location.pathname + location.search}</p>;
}

const renderToday = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/scheduling" element={<TodaySchedule />} />
        <Route path="/invoices" element={<Where />} />
      </Routes>
      <Toaster />
    </>,
    { route: '/scheduling' },
  );

const cardOf = async (title: string) => (await screen.findByText(title)).closest('li')!;

describe('TodaySchedule', () => {
  it("lists the business's today in the settings' zone, in time order, whatever the phone's zone", async () => {
    process.env.TZ = 'Asia/Tokyo';
    // 10:30 PM Tuesday in Los Angeles (the business), 1:30 AM Wednesday in New York, 3:30 PM Wednesday in Tokyo.
    setNow('2026-11-25T06:30:00.000Z');
    expect(new Date().getTimezoneOffset()).toBe(-540);
    const fetch = api(
      [
        visitFixture({
          id: 4,
          title: 'Wednesday call',
          startTime: '2026-11-25T10:00:00Z',
          endTime: '2026-11-25T11:00:00Z',
        }),
        visitFixture({
          id: 2,
          title: 'Late morning',
          startTime: '2026-11-24T18:00:00Z',
          endTime: '2026-11-24T19:30:00Z',
        }),
        visitFixture({
          id: 1,
          title: 'Night call',
          startTime: '2026-11-24T10:00:00Z',
          endTime: '2026-11-24T11:00:00Z',
        }),
      ],
      { 'GET /api/schedule-settings': () => Response.json(settingsFixture({ timeZone: 'America/Los_Angeles' })) },
    );
    renderToday();

    expect(await screen.findByRole('heading', { name: 'Tuesday, November 24' })).toBeInTheDocument();
    const [night, late] = [await cardOf('Night call'), await cardOf('Late morning')];
    expect(night.compareDocumentPosition(late) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(night).getByText('2:00 AM – 3:00 AM')).toBeInTheDocument();
    expect(within(late).getByText('10:00 AM – 11:30 AM')).toBeInTheDocument();
    expect(screen.queryByText('Wednesday call')).not.toBeInTheDocument();
    const range = callsTo(fetch, 'GET /api/appointments').at(-1)!;
    expect(range.url.searchParams.get('from')).toBe('2026-11-24T08:00:00.000Z');
    expect(range.url.searchParams.get('to')).toBe('2026-11-25T08:00:00.000Z');
  });

  it("turns to the next day at the business's midnight, and when the phone wakes on another day", async () => {
    // Half a second before midnight in New York; the timer set for midnight (and a second) turns the screen over.
    setNow('2026-11-25T04:59:59.500Z');
    const fetch = api([]);
    renderToday();
    expect(await screen.findByRole('heading', { name: 'Tuesday, November 24' })).toBeInTheDocument();
    setNow('2026-11-25T05:00:01.000Z');
    expect(
      await screen.findByRole('heading', { name: 'Wednesday, November 25' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/appointments').at(-1)!.url.searchParams.get('from')).toBe(
        '2026-11-25T05:00:00.000Z',
      ),
    );

    // Asleep until Friday morning: shown again, it reads Friday.
    setNow('2026-11-27T14:00:00.000Z');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('heading', { name: 'Friday, November 27' })).toBeInTheDocument();
  });

  it('shows the customer with a phone link and a maps link, the technician and the tasks done', async () => {
    api([visitFixture()]);
    renderToday();
    const card = await cardOf('Spring cleanup');
    expect(within(card).getByText('9:00 AM – 10:00 AM')).toBeInTheDocument();
    expect(within(card).getByText('Jo Park')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(555) 010-2000' })).toHaveAttribute('href', 'tel:5550102000');
    expect(within(card).getByRole('link', { name: '12 Elm St, Springfield' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%2C%20Springfield',
    );
    expect(within(card).getByText('Dana Moreno')).toBeInTheDocument();
    expect(within(card).getByText('1/3 tasks done')).toBeInTheDocument();
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();
  });

  it('says so when nothing is scheduled today', async () => {
    api([]);
    renderToday();
    expect(await screen.findByText('Nothing scheduled today')).toBeInTheDocument();
  });

  it('starts a scheduled job and completes one in progress with the status PATCH', async () => {
    const fetch = api(
      [
        visitFixture({ id: 1, title: 'To start', status: 'confirmed' }),
        visitFixture({ id: 2, title: 'Under way', status: 'in-progress', startTime: '2026-11-24T16:00:00Z' }),
      ],
      {
        'PATCH /api/appointments/1': () => Response.json(visitFixture({ status: 'in-progress' })),
        'PATCH /api/appointments/2': () => Response.json(visitFixture({ id: 2, status: 'completed' })),
      },
    );
    const user = userEvent.setup();
    renderToday();

    const first = await cardOf('To start');
    expect(within(first).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Start Job' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH /api/appointments/1')).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH /api/appointments/1')[0]!.body).toEqual({ status: 'in-progress' });

    const second = await cardOf('Under way');
    expect(within(second).queryByRole('button', { name: 'Start Job' })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH /api/appointments/2')).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH /api/appointments/2')[0]!.body).toEqual({ status: 'completed' });
  });

  it('sends On my way with the ETA asked for and says to whom and when', async () => {
    const fetch = api(
      [visitFixture(), visitFixture({ id: 2, title: 'No e-mail', customer: { name: 'Al', email: null, phone: null } })],
      {
        'POST /api/appointments/1/on-my-way': () =>
          Response.json({ sentTo: 'jo@example.test', expectedArrival: '2026-11-24T14:30:00.000Z' }),
      },
    );
    const user = userEvent.setup();
    renderToday();

    expect(within(await cardOf('No e-mail')).queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    await user.click(within(await cardOf('Spring cleanup')).getByRole('button', { name: 'On my way' }));
    const dialog = await screen.findByRole('dialog', { name: 'On my way' });
    const eta = await within(dialog).findByLabelText('Arriving in (minutes)');
    expect(eta).toHaveValue(30);
    await user.clear(eta);
    await user.type(eta, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('ETA must be between 5 and 240 minutes')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/appointments/1/on-my-way')).toHaveLength(0);

    await user.clear(eta);
    await user.type(eta, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('On my way sent to jo@example.test, expected at 9:30 AM')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/appointments/1/on-my-way')[0]!.body).toEqual({ etaMinutes: 25 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('creates the invoice of a completed visit and goes to it; an invoiced one links to its invoice', async () => {
    const fetch = api(
      [
        visitFixture({ id: 1, title: 'Done, no invoice', status: 'completed' }),
        visitFixture({
          id: 2,
          title: 'Invoiced',
          status: 'completed',
          invoiceId: 4,
          startTime: '2026-11-24T18:00:00Z',
        }),
      ],
      { 'POST /api/appointments/1/invoice': () => Response.json({ invoiceId: 9 }, { status: 201 }) },
    );
    const user = userEvent.setup();
    renderToday();

    const invoiced = await cardOf('Invoiced');
    expect(within(invoiced).getByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', '/invoices?invoice=4');
    expect(within(invoiced).queryByRole('button', { name: 'Create Invoice' })).not.toBeInTheDocument();
    await user.click(within(await cardOf('Done, no invoice')).getByRole('button', { name: 'Create Invoice' }));
    expect(await screen.findByText('At /invoices?invoice=9')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/appointments/1/invoice')).toHaveLength(1);
  });

  it("opens a visit's tasks and progress under its card", async () => {
    api([visitFixture()], {
      'GET /api/appointments/1/tasks': () => Response.json([]),
      'GET /api/appointments/1/progress': () => Response.json([]),
    });
    const user = userEvent.setup();
    renderToday();

    const head = await screen.findByRole('button', { name: /Spring cleanup/ });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    await user.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/No tasks yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Progress' }));
    expect(await screen.findByText(/Nothing logged yet/)).toBeInTheDocument();
  });
});
