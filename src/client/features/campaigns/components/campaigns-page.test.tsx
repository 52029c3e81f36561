import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignSummary } from '@shared/campaigns/campaigns.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { preloadCampaignForm } from './campaign-form-dialog';
import { campaignFixture, pageOf, renderCampaigns } from './campaigns-test-utils';
import { CampaignsPage } from './campaigns-page';

// The app starts loading the form when the pointer reaches the button that opens it: so do these tests, once.
beforeAll(preloadCampaignForm);

afterEach(() => vi.unstubAllGlobals());

const summary: CampaignSummary = {
  totalCampaigns: 3,
  emailsSent: 1250,
  averageOpenRate: 24.6,
  averageClickRate: 3.8,
  totalCustomers: 57,
  activeCampaigns: 2,
  scheduledCampaigns: 1,
};
const audience = { all: 57, active: 41, inactive: 16 };
const sent = campaignFixture(3, {
  name: 'Spring Cleanup Special',
  status: 'sent',
  sentDate: '2026-03-06T17:00:00.000Z',
  recipientCount: 200,
  emailsSent: 200,
  opensCount: 49,
  clicksCount: 8,
});
const scheduled = campaignFixture(2, { status: 'scheduled', scheduledDate: '2026-04-01T16:00:00.000Z' });
const draft = campaignFixture(1);

function api(list: Campaign[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/campaigns': pageOf(list),
    'GET /api/campaigns/summary': () => Response.json(summary),
    'GET /api/campaigns/audience': () => Response.json(audience),
    'GET /api/customers': () => Response.json([{ id: 7, name: 'Acme Pools', email: 'billing@acme.test' }]),
    ...extra,
  });
}

const openNewCampaign = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'New Campaign' }));
  return within(await screen.findByRole('dialog', { name: 'New Campaign' }));
};

describe('Marketing Campaigns page', () => {
  it("shows the summary's figures, the campaigns with their badges, and the sidebar", async () => {
    api([sent, scheduled, draft]);
    renderCampaigns(<CampaignsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing Campaigns' })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-Total Campaigns')).toHaveTextContent('3');
    expect(screen.getByTestId('summary-Emails Sent')).toHaveTextContent('1,250');
    expect(screen.getByTestId('summary-Average Open Rate')).toHaveTextContent('24.6%');
    expect(screen.getByTestId('summary-Total Customers')).toHaveTextContent('57');

    const list = within(await screen.findByRole('list', { name: 'Campaigns' }));
    const rows = list.getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/marketing/campaigns/3',
      '/marketing/campaigns/2',
      '/marketing/campaigns/1',
    ]);
    // Sent count and open percentage, the date in the business's zone (not Tokyo's next day).
    expect(rows[0]).toHaveTextContent('200 e-mails sent · 24.5% opened');
    expect(rows[0]).toHaveTextContent('Sent Fri, Mar 6, 2026, 9:00 AM PST');
    expect(within(rows[0]).getByText('Sent').className).toContain('emerald');
    expect(within(rows[1]).getByText('Scheduled').className).toContain('blue');
    expect(rows[1]).toHaveTextContent('Scheduled for Wed, Apr 1, 2026, 9:00 AM PDT');
    expect(within(rows[2]).getByText('Draft').className).toContain('slate');
    expect(rows[2]).not.toHaveTextContent('opened');

    const stats = screen.getByTestId('quick-stats');
    expect(stats).toHaveTextContent('Active Campaigns2');
    expect(stats).toHaveTextContent('Scheduled1');
    expect(stats).toHaveTextContent('Avg. Click Rate3.8%');
    const latest = screen.getByRole('heading', { name: 'Latest Campaign' }).closest('div.rounded-xl') as HTMLElement;
    expect(within(latest).getByRole('link', { name: 'Spring Cleanup Special' })).toHaveAttribute(
      'href',
      '/marketing/campaigns/3',
    );
    expect(screen.getByText(/Send between Tuesday and Thursday, from 10am to 2pm/)).toBeInTheDocument();
    expect(screen.getByText(/under 50 characters/)).toBeInTheDocument();

    await userEvent.click(rows[0]);
    expect(screen.getByTestId('location')).toHaveTextContent('/marketing/campaigns/3');
  });

  it('asks for 20 a page and pages on', async () => {
    const fetch = api([], { 'GET /api/campaigns': pageOf([draft], 45) });
    renderCampaigns(<CampaignsPage />);
    expect(await screen.findByText('Page 1 of 3 · 45 campaigns')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET /api/campaigns').map((c) => c.url.search)).toContain('?limit=20&offset=20'),
    );
  });

  it('shows the empty state, whose button opens the New Campaign form', async () => {
    api([]);
    renderCampaigns(<CampaignsPage />);
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('dialog', { name: 'New Campaign' })).toBeInTheDocument();
  });

  it("shows the schema's messages under the fields and sends nothing", async () => {
    const fetch = api([]);
    renderCampaigns(<CampaignsPage />);
    const dialog = await openNewCampaign();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(dialog.getByText('Subject is required')).toBeInTheDocument();
    expect(dialog.getByText('Content is required')).toBeInTheDocument();
    expect(dialog.getByText('Target audience is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Campaign name')).toHaveFocus();
    expect(callsTo(fetch, 'POST /api/campaigns')).toHaveLength(0);
  });

  it('shows each audience with its real count', async () => {
    api([]);
    renderCampaigns(<CampaignsPage />);
    const dialog = await openNewCampaign();
    expect(await dialog.findByRole('radio', { name: /All customers.*57 customers/ })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Active customers.*41 customers/ })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: /Inactive customers.*16 customers/ })).toBeInTheDocument();
  });

  it('puts a placeholder where the cursor is', async () => {
    api([]);
    renderCampaigns(<CampaignsPage />);
    const dialog = await openNewCampaign();
    const content = dialog.getByLabelText('Content') as HTMLTextAreaElement;
    await userEvent.type(content, 'Hello , see you');
    content.setSelectionRange(6, 6);
    await userEvent.click(dialog.getByRole('button', { name: '+ Customer name' }));
    expect(content).toHaveValue('Hello {{customer_name}}, see you');
    await userEvent.click(dialog.getByRole('button', { name: '+ Company name' }));
    expect(content).toHaveValue('Hello {{customer_name}}{{company_name}}, see you');
  });
});
