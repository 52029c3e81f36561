import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailSchedulerSettings, Todo, WeeklyDigest, WeeklyEmailLog } from '@shared/todos/todos.schemas';
import { pageOf, renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { TodoManagementPage } from './todo-management-page';

afterEach(() => vi.unstubAllGlobals());

const open: Todo = {
  id: 1,
  title: 'Call the supplier',
  description: 'About the mulch order',
  priority: 'high',
  category: 'business_features',
  status: 'pending',
  dueDate: '2030-03-05',
  completedAt: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
};
const done: Todo = {
  ...open,
  id: 2,
  title: 'Fix the van',
  description: null,
  priority: 'low',
  status: 'completed',
  completedAt: '2030-03-02T10:00:00.000Z',
};
const settings: EmailSchedulerSettings = {
  isEnabled: true,
  sendDay: 'monday',
  sendTime: '09:00',
  recipientEmail: null,
  accountEmail: 'casey@example.com',
  timezone: 'America/New_York',
  weeklyDigest: true,
  nextSendAt: '2030-03-04T14:00:00.000Z',
  lastSentAt: null,
};
const digest: WeeklyDigest = {
  subject: 'Your weekly TODO summary: 1 open item',
  recipient: 'casey@example.com',
  openCount: 1,
  sections: [
    { category: 'business_features', label: 'Business Features', total: 7, items: [{ ...open }] },
    { category: 'recent_completions', label: 'Recent Completions', total: 1, items: [{ ...done }] },
  ],
};
const log: WeeklyEmailLog = {
  id: 3,
  emailSubject: 'Your weekly TODO summary: 1 open item',
  sentAt: '2030-03-04T14:00:00.000Z',
  todoItemsIncluded: [1, 2],
  deliveryStatus: 'failure',
  kind: 'scheduled',
  recipient: 'casey@example.com',
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/todos': pageOf([open, done]),
    'GET /api/todos/stats': () => Response.json({ total: 2, completed: 1, highPriority: 1, thisWeek: 1 }),
    'GET /api/email-scheduler-settings': () => Response.json(settings),
    'GET /api/weekly-email-preview': () => Response.json(digest),
    'GET /api/weekly-email-logs': pageOf([log]),
    ...extra,
  });
}

const render = () => renderAdmin(<TodoManagementPage />, sampleOwner);

describe('TODO Management', { timeout: 20_000 }, () => {
  it('shows the cards and the list, completed items struck through', async () => {
    api();
    render();
    expect(await screen.findByTestId('todo-stat-Total TODOs')).toHaveTextContent('2');
    expect(screen.getByTestId('todo-stat-High Priority')).toHaveTextContent('1');
    expect(screen.getByTestId('todo-stat-This Week')).toHaveTextContent('1');
    const [first, second] = await screen.findAllByTestId('todo-item');
    expect(within(first).getByText('Call the supplier')).not.toHaveClass('line-through');
    expect(within(first).getByText('Due Mar 05, 2030')).toBeInTheDocument();
    expect(within(second).getByText('Fix the van')).toHaveClass('line-through');
    expect(within(second).getByRole('checkbox')).toBeChecked();
  });

  it("adds a TODO with the specified defaults, after 'Title is required'", async () => {
    const fetch = api({
      'POST /api/todos': ({ body }) => Response.json({ ...open, ...(body as object), id: 9 }, { status: 201 }),
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Add TODO' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    expect(await dialog.findByLabelText('Priority')).toHaveValue('medium');
    expect(dialog.getByLabelText('Category')).toHaveValue('feature_enhancements');
    await userEvent.click(dialog.getByRole('button', { name: 'Add TODO' }));
    expect(await dialog.findByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Title')).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Title'), 'Order business cards');
    await userEvent.click(dialog.getByRole('button', { name: 'Add TODO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST /api/todos').map((c) => c.body)).toEqual([
      {
        title: 'Order business cards',
        description: null,
        priority: 'medium',
        category: 'feature_enhancements',
        dueDate: null,
      },
    ]);
  });

  it("says 'Failed to create TODO item' with the server's message", async () => {
    api({ 'POST /api/todos': () => Response.json({ message: 'Please try later' }, { status: 500 }) });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Add TODO' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    await userEvent.type(await dialog.findByLabelText('Title'), 'Anything');
    await userEvent.click(dialog.getByRole('button', { name: 'Add TODO' }));
    expect(toastOf(await screen.findByText('Failed to create TODO item'))).toHaveTextContent('Please try later');
  });

  it('completes an item with its checkbox, and deletes one after the specified question', async () => {
    const fetch = api({
      'PATCH /api/todos/1/toggle': () => Response.json({ ...open, status: 'completed' }),
      'DELETE /api/todos/1': () => new Response(null, { status: 204 }),
    });
    render();
    const [first] = await screen.findAllByTestId('todo-item');
    await userEvent.click(within(first).getByRole('checkbox'));
    await waitFor(() => expect(callsTo(fetch, 'PATCH /api/todos/1/toggle')).toHaveLength(1));
    expect(callsTo(fetch, 'PATCH /api/todos/1/toggle')[0].body).toEqual({ status: 'completed' });

    await userEvent.click(within(first).getByRole('button', { name: 'Delete "Call the supplier"' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText('Are you sure you want to delete this TODO?')).toBeInTheDocument();
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE /api/todos/1')).toHaveLength(1));
  });

  it('previews the e-mail from the server and sends the test; a failure says so', async () => {
    api({ 'POST /api/send-weekly-todo-email': () => Response.json({ message: 'Mail is down' }, { status: 503 }) });
    render();
    await userEvent.click(screen.getByRole('tab', { name: 'Email Preview' }));
    const preview = within(await screen.findByRole('article', { name: 'Weekly e-mail preview' }));
    expect(preview.getByText('Business Features (7)')).toBeInTheDocument();
    expect(preview.getByText('and 6 more')).toBeInTheDocument();
    expect(preview.getByText(/Fix the van/)).toHaveClass('line-through');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(toastOf(await screen.findByText('Failed to send test email'))).toHaveTextContent('Mail is down');
  });

  it('lists the history with delivery status, and saves the Email Settings', async () => {
    const fetch = api({
      'POST /api/email-scheduler-settings': ({ body }) => Response.json({ ...settings, ...(body as object) }),
    });
    render();
    await userEvent.click(screen.getByRole('tab', { name: 'Email History' }));
    const entry = within(await screen.findByTestId('email-log'));
    expect(entry.getByText('Failed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Email Settings' }));
    const dialog = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    const recipient = await dialog.findByLabelText('Send to (optional)');
    await userEvent.type(recipient, 'nope');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Settings' }));
    expect(await dialog.findByText('Valid email required')).toBeInTheDocument();
    await userEvent.clear(recipient);
    await userEvent.type(recipient, 'office@example.com');
    await userEvent.selectOptions(dialog.getByLabelText('Day'), 'Friday');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/email-scheduler-settings')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/email-scheduler-settings')[0].body).toEqual({
      isEnabled: true,
      sendDay: 'friday',
      sendTime: '09:00',
      recipientEmail: 'office@example.com',
    });
  });
});
