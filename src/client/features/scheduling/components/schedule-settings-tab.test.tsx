import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderScheduling } from './scheduling-test-utils';
import { ScheduleSettingsTab } from './schedule-settings-tab';
import { settingsFixture } from './today-fixtures';

afterEach(() => vi.unstubAllGlobals());

async function typeInto(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));

// Most of it is typing into the form, one key at a time: seconds on a busy machine.
describe('Schedule settings', { timeout: 20_000 }, () => {
  it('saves what the owner set', async () => {
    const fetch = mockApi({
      'GET /api/schedule-settings': () => Response.json(settingsFixture()),
      'PUT /api/schedule-settings': ({ body }) => Response.json({ ...(body as object), calendarFeedUrl: null }),
    });
    renderScheduling(<ScheduleSettingsTab />);
    await screen.findByLabelText('Appointment duration (minutes)');
    await typeInto('Appointment duration (minutes)', '45');
    await typeInto('Buffer between visits (minutes)', '30');
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Central Time');
    await typeInto('Advance booking (days)', '60');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await typeInto('Saturday opens', '09:00');
    await typeInto('Saturday closes', '13:00');
    await typeInto('Hours before the visit', '48');
    await userEvent.click(screen.getByRole('checkbox', { name: /Confirm bookings automatically/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Allow online booking/ }));
    await save();

    await waitFor(() => expect(callsTo(fetch, 'PUT /api/schedule-settings')).toHaveLength(1));
    const defaults = settingsFixture();
    expect(callsTo(fetch, 'PUT /api/schedule-settings')[0].body).toEqual({
      appointmentDuration: 45,
      bufferTime: 30,
      timeZone: 'America/Chicago',
      advanceBookingDays: 60,
      workingHours: { ...defaults.workingHours, saturday: { enabled: true, start: '09:00', end: '13:00' } },
      reminderSettings: { enabled: true, hoursBefore: 48 },
      autoConfirmation: true,
      allowOnlineBooking: false,
    });
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
  });

  it("shows the schema's messages and saves nothing", async () => {
    const fetch = mockApi({ 'GET /api/schedule-settings': () => Response.json(settingsFixture()) });
    renderScheduling(<ScheduleSettingsTab />);
    await screen.findByLabelText('Appointment duration (minutes)');
    await typeInto('Appointment duration (minutes)', '2');
    await typeInto('Hours before the visit', '200');
    await typeInto('Monday closes', '07:00');
    await save();
    expect(await screen.findByText('Duration must be between 5 and 720 minutes')).toBeInTheDocument();
    expect(screen.getByText('Reminder time must be between 1 and 168 hours')).toBeInTheDocument();
    expect(screen.getByText('Closing time must be after opening time')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/schedule-settings')).toHaveLength(0);
  });

  it('creates, shows, regenerates and turns off the private calendar link', async () => {
    let n = 0;
    const fetch = mockApi({
      'GET /api/schedule-settings': () => Response.json(settingsFixture()),
      'POST /api/schedule-settings/calendar-feed': () =>
        Response.json({ calendarFeedUrl: `https://crewdesk.test/api/calendar-feed/token-${++n}.ics` }),
      'DELETE /api/schedule-settings/calendar-feed': () => new Response(null, { status: 204 }),
    });
    renderScheduling(<ScheduleSettingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    expect(await screen.findByLabelText('Calendar link')).toHaveValue(
      'https://crewdesk.test/api/calendar-feed/token-1.ics',
    );
    expect(screen.getByText(/subscribe to by URL/)).toBeInTheDocument();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://crewdesk.test/api/calendar-feed/token-1.ics');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Calendar link')).toHaveValue('https://crewdesk.test/api/calendar-feed/token-2.ics'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE /api/schedule-settings/calendar-feed')).toHaveLength(1);
  });
});
