import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES, photoMessages, type ProgressLog } from '@shared/scheduling/job-work.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { logFixture, settingsFixture, visitFixture } from './today-fixtures';
import { VisitProgressTab } from './visit-progress-tab';

// jsdom draws no images and has no object URLs: the previews get a stand-in.
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.unstubAllGlobals();
});

function api(logs: ProgressLog[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/schedule-settings': () => Response.json(settingsFixture({ timeZone: 'America/Los_Angeles' })),
    'GET /api/appointments/1/progress': () => Response.json(logs),
    'GET /api/appointments/1/tasks': () => Response.json([]),
    ...extra,
  });
}

const renderTab = () =>
  renderWithProviders(
    <>
      <VisitProgressTab visit={visitFixture()} />
      <Toaster />
    </>,
  );

/** A photo as the phone hands it over; its size is claimed, not allocated. */
function photo(name: string, type = 'image/jpeg', size = 1024) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const photoInput = () => screen.getByLabelText<HTMLInputElement>('Photo files');

describe('VisitProgressTab', () => {
  it('lists the log newest first: who, when in the business zone, the message, status changes and photos', async () => {
    api([
      logFixture({ id: 1, message: 'Gate code is 1234', createdAt: '2026-11-24T17:05:00.000Z' }),
      logFixture({
        id: 2,
        logType: 'status',
        message: 'Visit started',
        previousValue: 'scheduled',
        newValue: 'in-progress',
        loggedBy: 'Sam Lee',
        createdAt: '2026-11-24T17:30:00.000Z',
      }),
      logFixture({
        id: 3,
        logType: 'photo',
        message: 'Before',
        photos: [{ url: '/api/uploads/p1.jpg', contentType: 'image/jpeg', byteSize: 2000 }],
        createdAt: '2026-11-24T17:10:00.000Z',
      }),
    ]);
    renderTab();

    const entries = await screen.findAllByRole('listitem');
    const messages = entries.map((li) => within(li).queryByText(/Gate code|Visit started|Before/)?.textContent);
    expect(messages.filter(Boolean)).toEqual(['Visit started', 'Before', 'Gate code is 1234']);
    const started = screen.getByText('Visit started').closest('li')!;
    expect(within(started).getByText('Sam Lee')).toBeInTheDocument();
    expect(within(started).getByText('Tuesday, November 24, 9:30 AM')).toBeInTheDocument();
    expect(within(started).getByText('Scheduled → In Progress')).toBeInTheDocument();
    const thumbnail = screen.getByRole('img', { name: 'Photo 1 of 1: Before' });
    expect(thumbnail.closest('a')).toHaveAttribute('href', '/api/uploads/p1.jpg');
  });

  it('adds a note; the message is required', async () => {
    const fetch = api([], {
      'POST /api/appointments/1/progress': () => Response.json(logFixture({ id: 9 }), { status: 201 }),
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/appointments/1/progress')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'Left the side gate open');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/appointments/1/progress')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/appointments/1/progress')[0]!.body).toEqual({
      logType: 'note',
      message: 'Left the side gate open',
    });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });

  it('offers the camera and refuses a photo over 5 MB or of another type without sending anything', async () => {
    const fetch = api([]);
    const user = userEvent.setup();
    renderTab();
    await screen.findByText(/Nothing logged yet/);

    expect(photoInput()).toHaveAttribute('accept', 'image/*');
    expect(photoInput()).toHaveAttribute('capture', 'environment');
    expect(photoInput()).toHaveAttribute('multiple');

    await user.upload(photoInput(), photo('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1));
    expect(await screen.findByText(photoMessages.size)).toBeInTheDocument();
    await user.upload(photoInput(), photo('scan.heic', 'image/heic'));
    expect(await screen.findByText(photoMessages.type)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('keeps at most 6 photos an entry', async () => {
    api([]);
    const user = userEvent.setup();
    renderTab();
    await screen.findByText(/Nothing logged yet/);

    await user.upload(
      photoInput(),
      Array.from({ length: 7 }, (_, i) => photo(`p${i}.png`, 'image/png')),
    );
    expect(await screen.findByText(photoMessages.count)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('img')).toHaveLength(6);
  });

  it('sends the message and the photos as one multipart request', async () => {
    const fetch = api([], {
      'POST /api/appointments/1/progress/photos': () =>
        Response.json(logFixture({ id: 9, logType: 'photo' }), { status: 201 }),
    });
    const user = userEvent.setup();
    renderTab();
    await screen.findByText(/Nothing logged yet/);

    const before = photo('before.jpg');
    const after = photo('after.png', 'image/png');
    await user.upload(photoInput(), [before, after]);
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    await user.click(within(chosen).getByRole('button', { name: 'Remove after.png' }));
    await user.upload(photoInput(), after);

    await user.click(screen.getByRole('button', { name: 'Add 2 Photos' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Before and after');
    await user.click(screen.getByRole('button', { name: 'Add 2 Photos' }));

    await waitFor(() => expect(callsTo(fetch, 'POST /api/appointments/1/progress/photos')).toHaveLength(1));
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/progress/photos'))!;
    expect(init?.credentials).toBe('include');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('message')).toBe('Before and after');
    expect((body.getAll('photos') as File[]).map((f) => f.name)).toEqual(['before.jpg', 'after.png']);
    expect(callsTo(fetch, 'POST /api/appointments/1/progress')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument());
  });
});
