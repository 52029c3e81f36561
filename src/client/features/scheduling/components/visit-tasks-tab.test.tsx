import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Task } from '@shared/scheduling/job-work.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderWithProviders } from '../../../../test/render';
import { preloadTaskForm } from './task-form-dialog';
import { taskFixture, visitFixture } from './today-fixtures';
import { VisitTasksTab } from './visit-tasks-tab';

beforeAll(preloadTaskForm);
afterEach(() => vi.unstubAllGlobals());

const hedges = taskFixture({
  id: 11,
  title: 'Trim hedges',
  priority: 'high',
  estimatedTime: 90,
  actualTime: 45,
  assignedTo: 'Sam',
  materials: 'Shears, bags',
});
const mulch = taskFixture({ id: 12, title: 'Spread mulch', status: 'completed', estimatedTime: null });

/** Answers once `release` is called: what the screen shows while a request is on its way. */
function held(response: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = (() => gate.then(response)) as unknown as () => Response;
  return { handler, release: () => release() };
}

function api(tasks: Task[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/appointments/1/tasks': () => Response.json(tasks),
    'GET /api/appointments/1/progress': () => Response.json([]),
    ...extra,
  });
}

const renderTab = () =>
  renderWithProviders(
    <>
      <VisitTasksTab visit={visitFixture()} />
      <Toaster />
    </>,
  );

describe('VisitTasksTab', () => {
  it('shows each task with its priority, times, assignee and materials, and the count done', async () => {
    api([hedges, mulch]);
    renderTab();
    expect(await screen.findByText('1 of 2 tasks done')).toBeInTheDocument();
    const item = screen.getByText('Trim hedges').closest('li')!;
    expect(within(item).getByText('High')).toBeInTheDocument();
    expect(within(item).getByText('Est. 1 h 30 min · Actual 45 min')).toBeInTheDocument();
    expect(within(item).getByText('Assigned to Sam')).toBeInTheDocument();
    expect(within(item).getByText('Materials: Shears, bags')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Trim hedges/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Spread mulch/ })).toBeChecked();
  });

  it('ticks a task at once with a PUT of its status, and unticks to pending', async () => {
    const put = held(() => Response.json({ ...hedges, status: 'completed' }));
    const fetch = api([hedges, mulch], {
      'PUT /api/appointments/1/tasks/11': put.handler,
      'PUT /api/appointments/1/tasks/12': () => Response.json({ ...mulch, status: 'pending' }),
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole('checkbox', { name: /Trim hedges/ }));
    // Shown done before the server answers.
    expect(screen.getByRole('checkbox', { name: /Trim hedges/ })).toBeChecked();
    expect(screen.getByText('2 of 2 tasks done')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/appointments/1/tasks/11')[0]!.body).toEqual({ status: 'completed' });
    put.release();

    await user.click(screen.getByRole('checkbox', { name: /Spread mulch/ }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/appointments/1/tasks/12')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/appointments/1/tasks/12')[0]!.body).toEqual({ status: 'pending' });
  });

  it('puts the tick back when the server refuses it', async () => {
    const put = held(() => Response.json({ message: 'Something went wrong. Please try again.' }, { status: 500 }));
    // The signal is gone after the first read: the tick can only come back from the screen's own memory.
    let reads = 0;
    api([], {
      'GET /api/appointments/1/tasks': () =>
        reads++ === 0 ? Response.json([hedges]) : Response.json({ message: 'offline' }, { status: 503 }),
      'PUT /api/appointments/1/tasks/11': put.handler,
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole('checkbox', { name: /Trim hedges/ }));
    expect(screen.getByRole('checkbox', { name: /Trim hedges/ })).toBeChecked();
    put.release();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Trim hedges/ })).not.toBeChecked());
    expect(screen.getByText('0 of 1 tasks done')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update task')).toBeInTheDocument();
  });

  it('adds a task: the title is required, the rest is sent as entered', async () => {
    const fetch = api([], {
      'POST /api/appointments/1/tasks': () =>
        Response.json(taskFixture({ id: 13, title: 'Clear gutters' }), { status: 201 }),
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole('button', { name: 'Add Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Task' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add Task' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/appointments/1/tasks')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Title'), 'Clear gutters');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'urgent');
    await user.type(within(dialog).getByLabelText('Estimated time (min)'), '40');
    await user.type(within(dialog).getByLabelText('Assigned to'), 'Sam');
    await user.type(within(dialog).getByLabelText('Materials'), 'Ladder');
    await user.click(within(dialog).getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/appointments/1/tasks')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/appointments/1/tasks')[0]!.body).toEqual({
      title: 'Clear gutters',
      description: null,
      status: 'pending',
      priority: 'urgent',
      estimatedTime: 40,
      actualTime: null,
      assignedTo: 'Sam',
      materials: 'Ladder',
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a task with its fields filled in', async () => {
    const fetch = api([hedges], {
      'PUT /api/appointments/1/tasks/11': () => Response.json({ ...hedges, title: 'Trim all hedges' }),
    });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole('button', { name: 'Edit Trim hedges' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
    const title = await within(dialog).findByLabelText('Title');
    expect(within(dialog).getByLabelText('Materials')).toHaveValue('Shears, bags');
    await user.clear(title);
    await user.type(title, 'Trim all hedges');
    await user.click(within(dialog).getByRole('button', { name: 'Save Task' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/appointments/1/tasks/11')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/appointments/1/tasks/11')[0]!.body).toMatchObject({
      title: 'Trim all hedges',
      status: 'pending',
      estimatedTime: 90,
      actualTime: 45,
    });
  });

  it('deletes a task only once confirmed', async () => {
    const fetch = api([hedges], { 'DELETE /api/appointments/1/tasks/11': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderTab();

    await user.click(await screen.findByRole('button', { name: 'Delete Trim hedges' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete task' });
    expect(within(confirm).getByText(/Are you sure you want to delete "Trim hedges"\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'DELETE /api/appointments/1/tasks/11')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Trim hedges' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE /api/appointments/1/tasks/11')).toHaveLength(1));
  });
});
