import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '@shared/feedback/feedback.schemas';
import { pageOf, renderAdmin, toastOf } from '../../../../test/admin-render';
import { sampleOwner } from '../../../../test/client-fixtures';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { FeedbackPage } from './feedback-page';

afterEach(() => vi.unstubAllGlobals());

const mine: Feedback = {
  id: 7,
  type: 'question',
  title: 'Where is the export?',
  description: 'I cannot find the CSV export.',
  priority: 'medium',
  status: 'resolved',
  userId: 1,
  createdAt: '2026-03-05T14:30:00.000Z',
  updatedAt: '2026-03-05T14:30:00.000Z',
  attachments: [],
  responses: [{ id: 1, response: 'Account Settings has it.', isInternal: false, createdAt: '2026-03-06T10:00:00Z' }],
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/feedback': pageOf([mine]),
    'GET /api/feedback/summary': () =>
      Response.json({ total: 1, open: 0, inProgress: 0, resolved: 1, closed: 0, urgentOpen: 0 }),
    ...extra,
  });
}

const render = () => renderAdmin(<FeedbackPage />, sampleOwner);

describe('Feedback & Support', { timeout: 20_000 }, () => {
  it("lists the user's submissions with their status and the team's public responses", async () => {
    api();
    render();
    const item = within(await screen.findByTestId('my-feedback'));
    expect(item.getByText('Where is the export?')).toBeInTheDocument();
    expect(item.getByText('resolved')).toBeInTheDocument();
    expect(item.getByText('Account Settings has it.')).toBeInTheDocument();
    expect(item.getByText(/^Public Response ·/)).toBeInTheDocument();
  });

  it('starts as a question of medium priority, checks the bounds, then sends the form and clears it', async () => {
    const fetch = api({
      'POST /api/feedback': ({ body }) => Response.json({ ...mine, ...(body as object), id: 8 }, { status: 201 }),
    });
    render();
    expect(screen.getByLabelText('Type')).toHaveValue('question');
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    await userEvent.type(screen.getByLabelText('Title'), 'Dark mode please');
    await userEvent.type(screen.getByLabelText('Description'), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Description'), ' for the evenings');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Feature Request');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(toastOf(await screen.findByText('Feedback Submitted'))).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/feedback').map((c) => c.body)).toEqual([
      {
        type: 'feature_request',
        priority: 'medium',
        title: 'Dark mode please',
        description: 'Too short for the evenings',
        attachments: [],
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it("says 'Submission Failed' with the server's message", async () => {
    api({ 'POST /api/feedback': () => Response.json({ message: 'Please verify your email' }, { status: 403 }) });
    render();
    await userEvent.type(screen.getByLabelText('Title'), 'Hello');
    await userEvent.type(screen.getByLabelText('Description'), 'Something long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(toastOf(await screen.findByText('Submission Failed'))).toHaveTextContent(
      'Submission FailedPlease verify your email',
    );
  });

  it('refuses a screenshot that is not an image, or too big, before uploading it', async () => {
    const fetch = api();
    render();
    const input = screen.getByTestId('screenshot-input');
    await userEvent.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByText('Screenshot must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Screenshot must be 5 MB or smaller')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/feedback/attachments')).toHaveLength(0);
  });
});
