import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleServices } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { BUSINESS_ZONE, renderScheduling } from './scheduling-test-utils';
import { visitFixture } from './today-fixtures';
import { VisitForm } from './visit-form';

afterEach(() => vi.unstubAllGlobals());

const customers = [{ id: 7, name: 'Acme Pools', email: 'billing@acme.test' }];
const created = ({ body }: { body: unknown }) => Response.json({ id: 1, ...(body as object) }, { status: 201 });

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/customers': () => Response.json(customers),
    'GET /api/services': () => Response.json(sampleServices),
    'GET /api/appointments/technicians': () => Response.json(['Dana Moreno', 'Sam Ortiz']),
    'POST /api/appointments': created,
    ...extra,
  });
}

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

async function chooseCustomer() {
  await userEvent.click(screen.getByLabelText('Customer'));
  await userEvent.click(await screen.findByRole('option', { name: /Acme Pools/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Appointment' }));
const start = { day: '2026-11-24', minutes: 9 * 60 };

describe('Visit form', () => {
  it('shows the specified messages and sends nothing', async () => {
    const fetch = api();
    renderScheduling(<VisitForm start={start} timeZone={BUSINESS_ZONE} onSaved={vi.fn()} />);
    expect(screen.getByLabelText('Appointment Type')).toHaveValue('consultation');
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue(60);

    await typeInto('Start time', '');
    await typeInto('Duration (minutes)', '');
    await submit();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Customer is required')).toBeInTheDocument();
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(screen.getByText('Duration is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();

    await typeInto('Start time', '11:00');
    await typeInto('End time', '10:00');
    await submit();
    expect(await screen.findByText('End time must be after start time')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Weekly');
    await submit();
    expect(await screen.findByText('Choose a service for a recurring job')).toBeInTheDocument();
    expect(screen.getByText('Choose an end date or a number of visits')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/appointments')).toHaveLength(0);
  });

  it('keeps end and duration in step and sends the wall clock as instants of the business zone', async () => {
    const fetch = api();
    const onSaved = vi.fn();
    renderScheduling(<VisitForm start={start} duration={45} timeZone={BUSINESS_ZONE} onSaved={onSaved} />);
    expect(screen.getByLabelText('End time')).toHaveValue('09:45');

    await typeInto('Duration (minutes)', '90');
    expect(screen.getByLabelText('End time')).toHaveValue('10:30');
    await typeInto('Start time', '14:00');
    expect(screen.getByLabelText('End time')).toHaveValue('15:30');
    await typeInto('End time', '16:00');
    expect(screen.getByLabelText('Duration (minutes)')).toHaveValue(120);

    await typeInto('Title', 'Pool opening');
    await chooseCustomer();
    await typeInto('Estimated Cost ($)', '150.50');
    await userEvent.type(screen.getByLabelText('Assigned Technician'), 'Sam Ortiz');
    await userEvent.selectOptions(screen.getByLabelText('Service'), 'Weekly Pool Cleaning');
    await userEvent.selectOptions(screen.getByLabelText('Repeat'), 'Every 2 weeks');
    await typeInto('Number of visits', '6');
    await submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST /api/appointments')[0].body).toMatchObject({
      title: 'Pool opening',
      appointmentType: 'consultation',
      priority: 'medium',
      customerId: 7,
      // 2 PM to 4 PM in Los Angeles (PST), whatever the browser's zone.
      startTime: '2026-11-24T14:00:00-08:00',
      endTime: '2026-11-24T16:00:00-08:00',
      duration: 120,
      estimatedCost: '150.50',
      assignedTechnician: 'Sam Ortiz',
      serviceId: '13',
      recurrence: { frequency: 'biweekly', until: null, count: '6' },
    });
  });

  it("puts the server's field messages under the fields and toasts a clash", async () => {
    const clash = 'Dana Moreno already has "Hedge trimming" at that time';
    let answer: Response = Response.json(
      { message: 'Invalid input', fields: { title: 'Title is too long' } },
      { status: 400 },
    );
    const fetch = api({ 'POST /api/appointments': () => answer });
    renderScheduling(<VisitForm start={start} timeZone={BUSINESS_ZONE} onSaved={vi.fn()} />);
    await typeInto('Title', 'Pool opening');
    await chooseCustomer();
    await submit();
    expect(await screen.findByText('Title is too long')).toBeInTheDocument();

    answer = Response.json({ message: clash }, { status: 409 });
    await submit();
    expect(await screen.findByText(clash)).toBeInTheDocument();
    expect(screen.getByText(clash).parentElement).toHaveTextContent(`Failed to create appointment${clash}`);
    expect(callsTo(fetch, 'POST /api/appointments')).toHaveLength(2);
  });

  it('books a time outside the working hours only when the owner says so', async () => {
    const outside = 'Tue, Nov 24, 9:00 AM – 10:00 AM is outside your working hours: Tuesday 10:00 AM – 5:00 PM.';
    const fetch = api({
      'POST /api/appointments': (call) =>
        (call.body as { allowOutsideHours?: boolean }).allowOutsideHours
          ? created(call)
          : Response.json({ message: outside, fields: { allowOutsideHours: outside } }, { status: 409 }),
    });
    const onSaved = vi.fn();
    renderScheduling(<VisitForm start={start} timeZone={BUSINESS_ZONE} onSaved={onSaved} />);
    await typeInto('Title', 'Pool opening');
    await chooseCustomer();
    await submit();

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(outside);
    expect(screen.getAllByText(outside)).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [refused, booked] = callsTo(fetch, 'POST /api/appointments');
    expect(refused!.body).not.toHaveProperty('allowOutsideHours');
    expect(booked!.body).toMatchObject({ title: 'Pool opening', allowOutsideHours: true });
  });

  it("asks whether a recurring job's later visits change too", async () => {
    const visit = visitFixture({
      id: 5,
      startTime: '2026-11-24T17:00:00.000Z',
      endTime: '2026-11-24T18:00:00.000Z',
      job: { serviceId: 13, serviceName: 'Weekly Pool Cleaning', recurring: true, rrule: 'FREQ=WEEKLY;COUNT=8' },
    });
    const fetch = api({ 'PUT /api/appointments/5': ({ body }) => Response.json(body) });
    const onSaved = vi.fn();
    renderScheduling(<VisitForm visit={visit} timeZone={BUSINESS_ZONE} onSaved={onSaved} />);
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Customer')).toHaveValue('Jo Park');
    expect(screen.queryByLabelText('Repeat')).not.toBeInTheDocument();

    await typeInto('Actual Cost ($)', '95');
    await typeInto('Start time', '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'This and following' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(fetch, 'PUT /api/appointments/5')[0].body).toMatchObject({
      startTime: '2026-11-24T10:00:00-08:00',
      endTime: '2026-11-24T11:00:00-08:00',
      actualCost: '95',
      serviceId: '13',
      scope: 'following',
    });
  });
});
