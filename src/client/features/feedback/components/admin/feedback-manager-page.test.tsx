import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Feedback, FeedbackSummary } from '@shared/feedback/feedback.schemas';
import { preloadDialog } from '@client/components/ui/dialog';
import { pageOf, renderAdmin, toastOf } from '../../../../../test/admin-render';
import { callsTo, mockApi } from '../../../../../test/mock-api';
import { FeedbackManagerPage } from './feedback-manager-page';

beforeAll(preloadDialog);
afterEach(() => vi.unstubAllGlobals());

const summary: FeedbackSummary = { total: 2, open: 1, inProgress: 1, resolved: 0, closed: 0, urgentOpen: 1 };

function fixture(id: number, overrides: Partial<Feedback> = {}): Feedback {
  return {
    id,
    type: 'feature_request',
    title: `Feedback ${id}`,
    description: 'A description long enough.',
    priority: 'urgent',
    status: 'in_progress',
    userId: 42,
    createdAt: '2026-03-05T14:30:00.000Z',
    updatedAt: '2026-03-05T14:30:00.000Z',
    attachments: [],
    responses: [],
    ...overrides,
  };
}

const long = fixture(1, { description: `${'a'.repeat(200)}TAIL` });
const answered = fixture(2, {
  type: 'bug',
  status: 'open',
  priority: 'low',
  responses: [
    { id: 1, response: 'We are on it.', isInternal: false, createdAt: '2026-03-06T10:00:00.000Z' },
    { id: 2, response: 'Duplicate of #12.', isInternal: true, createdAt: '2026-03-06T11:00:00.000Z' },
  ],
});

function api(list: Feedback[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/feedback': pageOf(list),
    'GET /api/feedback/summary': () => Response.json(summary),
    'GET /api/feedback/1': () => Response.json(long),
    'GET /api/feedback/2': () => Response.json(answered),
    ...extra,
  });
}

const card = (title: string) => within(screen.getByText(title).closest('[data-testid="feedback-card"]') as HTMLElement);

describe('Feedback Manager', { timeout: 20_000 }, () => {
  it('shows a spinner, then each card: badges with spaces, type label, date, dropdown and a 200-character cut', async () => {
    let answer: (r: Response) => void = () => {};
    api([], { 'GET /api/feedback': () => new Promise<Response>((r) => (answer = r)) as unknown as Response });
    renderAdmin(<FeedbackManagerPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading feedback');
    answer(pageOf([long, answered])());
    await screen.findByText('Feedback 1');
    const first = card('Feedback 1');
    expect(first.getByText('in progress')).toBeInTheDocument();
    expect(first.getByText('urgent')).toBeInTheDocument();
    expect(first.getByText('feature request')).toBeInTheDocument();
    expect(first.getByText('Mar 05, 2026')).toBeInTheDocument();
    expect(first.getByText(`${'a'.repeat(200)}...`)).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: 'Status of Feedback 1' })).toHaveValue('in_progress');
    expect(card('Feedback 2').getByText('A description long enough.')).toBeInTheDocument();
    expect(await screen.findByTestId('feedback-summary-Open')).toHaveTextContent('1 urgent not yet resolved');
  });

  it("says 'No feedback submissions yet' when there is none, and filters by status from the first page", async () => {
    const fetch = api([]);
    renderAdmin(<FeedbackManagerPage />);
    expect(await screen.findByText('No feedback submissions yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'resolved');
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/feedback').map((c) => c.url.search)).toEqual([
        '?limit=10&offset=0',
        '?status=resolved&limit=10&offset=0',
      ]),
    );
  });

  it("sets a status from the dropdown, refreshes and says 'Status Updated'; a failure says 'Update Failed'", async () => {
    const fetch = api([long], {
      'PUT /api/feedback/1/status': ({ body }) => Response.json({ ...long, ...(body as object) }),
    });
    renderAdmin(<FeedbackManagerPage />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status of Feedback 1' }), 'closed');
    expect(toastOf(await screen.findByText('Status Updated'))).toHaveTextContent(
      'Status UpdatedFeedback status has been updated successfully.',
    );
    expect(callsTo(fetch, 'PUT /api/feedback/1/status').map((c) => c.body)).toEqual([{ status: 'closed' }]);
    expect(callsTo(fetch, 'GET /api/feedback')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api([long], { 'PUT /api/feedback/1/status': () => Response.json({ message: 'Nope' }, { status: 500 }) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status of Feedback 1' }), 'open');
    expect(toastOf(await screen.findByText('Update Failed'))).toHaveTextContent('Update FailedNope');
  });

  it('opens the detail: User #id, date and time, labelled responses, and adds a response', async () => {
    const fetch = api([answered], {
      'POST /api/feedback/2/responses': ({ body }) =>
        Response.json({ id: 3, createdAt: '2026-03-07T10:00:00.000Z', ...(body as object) }, { status: 201 }),
    });
    renderAdmin(<FeedbackManagerPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Feedback 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback 2' }));
    expect(dialog.getByText('User #42')).toBeInTheDocument();
    expect(dialog.getByText(/^Mar 05, 2026, \d{1,2}:30 (AM|PM)$/)).toBeInTheDocument();
    const responses = dialog.getAllByTestId('feedback-response');
    expect(responses[0]).toHaveTextContent('Public Response');
    expect(responses[0]).toHaveTextContent('We are on it.');
    expect(responses[1]).toHaveTextContent('Internal Note');

    await userEvent.click(dialog.getByRole('button', { name: 'Add Response' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Response' }));
    expect(await dialog.findByText('Response is required')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Response'), 'Only for us');
    await userEvent.selectOptions(dialog.getByLabelText('Response type'), 'Internal Note (Admin Only)');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Response' }));
    expect(toastOf(await screen.findByText('Response Added'))).toHaveTextContent(
      'Response AddedYour response has been submitted successfully.',
    );
    expect(callsTo(fetch, 'POST /api/feedback/2/responses').map((c) => c.body)).toEqual([
      { response: 'Only for us', isInternal: true },
    ]);
    await waitFor(() => expect(callsTo(fetch, 'GET /api/feedback/2').length).toBeGreaterThanOrEqual(2));
    expect(dialog.queryByRole('button', { name: 'Submit Response' })).not.toBeInTheDocument();
  });

  it("says 'No responses yet', and 'Response Failed' when the server refuses", async () => {
    api([long], { 'POST /api/feedback/1/responses': () => Response.json({ message: 'Down' }, { status: 500 }) });
    renderAdmin(<FeedbackManagerPage />);
    await userEvent.click(await screen.findByText(`${'a'.repeat(200)}...`));
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback 1' }));
    expect(dialog.getByText('No responses yet')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Response' }));
    expect(dialog.getByLabelText('Response type')).toHaveDisplayValue('Public Response (Visible to User)');
    await userEvent.type(dialog.getByLabelText('Response'), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Response' }));
    expect(toastOf(await screen.findByText('Response Failed'))).toHaveTextContent('Response FailedDown');
  });
});
