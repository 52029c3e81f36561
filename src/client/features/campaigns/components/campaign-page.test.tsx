import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@shared/campaigns/campaigns.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { preloadCampaignForm } from './campaign-form-dialog';
import { CampaignPage } from './campaign-page';
import { campaignFixture, pageOf, recipientFixture, renderCampaigns } from './campaigns-test-utils';

beforeAll(preloadCampaignForm);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const audience = { all: 57, active: 41, inactive: 16 };
const sentCampaign = campaignFixture(5, {
  name: 'Spring Cleanup Special',
  status: 'sent',
  sentDate: '2026-03-06T17:00:00.000Z',
  recipientCount: 200,
  emailsSent: 196,
  failedCount: 4,
  opensCount: 49,
  clicksCount: 8,
  unsubscribesCount: 2,
});

/** The campaign's endpoints; each action answers the campaign in the state it leads to, which reads then give. */
function api(campaign: Campaign, extra: Parameters<typeof mockApi>[0] = {}) {
  const base = `/api/campaigns/${campaign.id}`;
  let current = campaign;
  const becomes = (changes: Partial<Campaign>) => {
    current = { ...current, ...changes };
    return Response.json(current);
  };
  return mockApi({
    [`GET ${base}`]: () => Response.json(current),
    [`GET ${base}/recipients`]: ({ url }) =>
      url.searchParams.get('state') === 'failed'
        ? pageOf([recipientFixture(3, { state: 'failed', sentAt: null, error: 'Mailbox unavailable' })])()
        : pageOf([recipientFixture(1), recipientFixture(2, { state: 'opened', openedAt: '2026-03-06T18:30:00Z' })])(),
    'GET /api/campaigns/audience': () => Response.json(audience),
    [`POST ${base}/test`]: () => new Response(null, { status: 204 }),
    [`POST ${base}/send`]: () => becomes({ status: 'sent', recipientCount: 41 }),
    [`POST ${base}/schedule`]: ({ body }) => becomes({ status: 'scheduled', ...(body as object) }),
    [`POST ${base}/cancel`]: () => becomes({ status: 'draft', scheduledDate: null }),
    [`DELETE ${base}`]: () => new Response(null, { status: 204 }),
    [`PUT ${base}`]: ({ body }) => becomes(body as Partial<Campaign>),
    'POST /api/campaigns': ({ body }) => Response.json(campaignFixture(12, body as object), { status: 201 }),
    ...extra,
  });
}

const renderPage = (id: number) =>
  renderCampaigns(<CampaignPage notFound={<p>Not found screen</p>} />, {
    route: `/marketing/campaigns/${id}`,
    path: '/marketing/campaigns/:id',
  });

describe('Campaign page', () => {
  it('shows a sent campaign: dates in the business zone, its figures, and its recipients by state', async () => {
    const fetch = api(sentCampaign);
    renderPage(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cleanup Special' })).toBeInTheDocument();
    expect(screen.getByText('Sent on', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Fri, Mar 6, 2026, 9:00 AM PST',
    );
    expect(screen.getByTestId('figure-Recipients')).toHaveTextContent('200');
    expect(screen.getByTestId('figure-Sent')).toHaveTextContent('196');
    expect(screen.getByTestId('figure-Failed')).toHaveTextContent('4');
    expect(screen.getByTestId('figure-Opens')).toHaveTextContent('49(25%)');
    expect(screen.getByTestId('figure-Clicks')).toHaveTextContent('8(4.1%)');
    expect(screen.getByTestId('figure-Unsubscribes')).toHaveTextContent('2');
    // A sent campaign is neither sent again, edited, scheduled nor deleted.
    for (const name of ['Send now', 'Edit', 'Schedule', 'Delete']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }

    const opened = (await screen.findByText('Customer 2')).closest('tr')!;
    expect(opened).toHaveTextContent('customer2@example.com');
    expect(opened).toHaveTextContent('Opened');
    expect(opened).toHaveTextContent('Fri, Mar 6, 2026, 10:30 AM PST');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by state' }), 'Failed');
    const failed = (await screen.findByText('Customer 3')).closest('tr')!;
    expect(failed).toHaveTextContent('Mailbox unavailable');
    expect(screen.queryByText('Customer 2')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/campaigns/5/recipients').map((c) => c.url.search)).toEqual([
      '?limit=50&offset=0',
      '?state=failed&limit=50&offset=0',
    ]);
  });

  it('sends a test, then sends now after a confirmation naming how many customers it goes to', async () => {
    const draft = campaignFixture(6, { name: 'Fall Tune-up', targetAudience: 'active' });
    const fetch = api(draft);
    renderPage(6);
    await userEvent.click(await screen.findByRole('button', { name: 'Send test to myself' }));
    expect(await screen.findByText('Test e-mail sent')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/campaigns/6/test')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Send Campaign' }));
    expect(await confirm.findByText(/goes to 41 customers \(Active customers\)/)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/campaigns/6/send')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sending to 41 customers')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/campaigns/6/send')).toHaveLength(1);
  });

  it("schedules at the instant of a date and time in the business's zone, and cancels a schedule", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-01T12:00:00Z'));
    const draft = campaignFixture(7);
    const fetch = api(draft);
    renderPage(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Campaign' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule Campaign' }));
    expect(await dialog.findByText('Choose when to send it')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Send date'), '2030-06-10');
    await userEvent.type(dialog.getByLabelText('Send time'), '14:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule Campaign' }));
    // 2:30 PM in Los Angeles in June (PDT, UTC-7).
    await waitFor(() =>
      expect(callsTo(fetch, 'POST /api/campaigns/7/schedule')[0]?.body).toEqual({
        scheduledDate: '2030-06-10T21:30:00.000Z',
      }),
    );
    expect(await screen.findByText('Campaign scheduled')).toBeInTheDocument();
    // The page takes the answer: now scheduled, it offers to cancel the schedule.
    expect(await screen.findByText('Scheduled for', { selector: 'dt' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/campaigns/7/cancel')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.queryByText('Scheduled for', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('edits a draft with PUT, and duplicates it as a new campaign whose page opens once created', async () => {
    const draft = campaignFixture(8, { name: 'Winter Prep', targetAudience: 'inactive' });
    const fetch = api(draft);
    renderPage(8);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
    await userEvent.clear(dialog.getByLabelText('Subject'));
    await userEvent.type(dialog.getByLabelText('Subject'), 'Get ready for winter');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/campaigns/8')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/campaigns/8')[0].body).toMatchObject({
      name: 'Winter Prep',
      subject: 'Get ready for winter',
      targetAudience: 'inactive',
      scheduledDate: null,
    });
    expect(await screen.findByText('Campaign updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    dialog = within(await screen.findByRole('dialog', { name: 'New Campaign' }));
    expect(dialog.getByLabelText('Campaign name')).toHaveValue('Winter Prep (copy)');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/marketing/campaigns/12'));
    expect(callsTo(fetch, 'POST /api/campaigns')[0].body).toMatchObject({ name: 'Winter Prep (copy)' });
  });

  it('deletes a draft after confirmation and goes back to the campaigns', async () => {
    const fetch = api(campaignFixture(9));
    renderPage(9);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Campaign' }));
    expect(callsTo(fetch, 'DELETE /api/campaigns/9')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Delete Campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketing$/));
    expect(callsTo(fetch, 'DELETE /api/campaigns/9')).toHaveLength(1);
    expect(await screen.findByText('Campaign deleted')).toBeInTheDocument();
  });

  it('follows a campaign still going out, reading it and its recipients again', async () => {
    let reads = 0;
    const sending = { ...sentCampaign, emailsSent: 10, failedCount: 0 };
    const fetch = api(sending, {
      'GET /api/campaigns/5': () => Response.json(++reads > 1 ? sentCampaign : sending),
    });
    renderPage(5);
    expect(await screen.findByText(/190 e-mails still queued/)).toBeInTheDocument();
    await waitFor(() => expect(reads).toBeGreaterThan(1), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText(/still queued/)).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetch, 'GET /api/campaigns/5/recipients').length).toBeGreaterThan(1));
  });

  it("shows the app's not-found screen for a campaign the server does not know", async () => {
    api(campaignFixture(10), {
      'GET /api/campaigns/404': () => Response.json({ message: 'Campaign not found' }, { status: 404 }),
    });
    renderPage(404);
    expect(await screen.findByText('Not found screen')).toBeInTheDocument();
  });
});
