import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_TEMPLATES } from '@shared/campaigns/campaign-templates';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { preloadCampaignForm } from './campaign-form-dialog';
import { campaignFixture, pageOf, renderCampaigns } from './campaigns-test-utils';
import { CampaignsPage } from './campaigns-page';

beforeAll(preloadCampaignForm);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const summary = {
  totalCampaigns: 0,
  emailsSent: 0,
  averageOpenRate: 0,
  averageClickRate: 0,
  totalCustomers: 2,
  activeCampaigns: 0,
  scheduledCampaigns: 0,
};
const html = '<html><body><h1>Hi Ana Lopez</h1><p>Time for your Weekly Pool Cleaning.</p></body></html>';
const previewOf = ({ body }: { body: unknown }) => {
  const { customerId } = body as { customerId?: number };
  const customer = customerId === 8 ? { id: 8, name: 'Bo Chen', email: 'bo@example.com' } : null;
  return Response.json({
    subject: customer ? 'Time for your Weekly Pool Cleaning, Bo Chen' : 'Time for your Weekly Pool Cleaning, Ana Lopez',
    html: customer ? html.replace('Ana Lopez', 'Bo Chen') : html,
    text: 'Hi Ana Lopez',
    customer: customer ?? { id: 7, name: 'Ana Lopez', email: 'ana@example.com' },
  });
};
const created = ({ body }: { body: unknown }) => Response.json(campaignFixture(9, body as object), { status: 201 });

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/campaigns': pageOf([]),
    'GET /api/campaigns/summary': () => Response.json(summary),
    'GET /api/campaigns/audience': () => Response.json({ all: 2, active: 1, inactive: 1 }),
    'GET /api/customers': () =>
      Response.json([
        { id: 7, name: 'Ana Lopez', email: 'ana@example.com' },
        { id: 8, name: 'Bo Chen', email: 'bo@example.com' },
      ]),
    'POST /api/campaigns/preview': previewOf,
    'POST /api/campaigns': created,
    ...extra,
  });
}

async function openForm() {
  renderCampaigns(<CampaignsPage />);
  await userEvent.click(screen.getByRole('button', { name: 'New Campaign' }));
  return within(await screen.findByRole('dialog', { name: 'New Campaign' }));
}

describe('Campaign form', () => {
  it("fills itself from a template, previews the server's e-mail in a sandboxed frame, creates and says so", async () => {
    const fetch = api();
    const dialog = await openForm();
    const template = CAMPAIGN_TEMPLATES.find((t) => t.key === 'maintenance-reminder')!;
    await userEvent.click(dialog.getByRole('button', { name: /Maintenance Reminder/ }));
    expect(dialog.getByLabelText('Campaign name')).toHaveValue('Maintenance Reminder');
    expect(dialog.getByLabelText('Subject')).toHaveValue(template.subject);
    expect(dialog.getByLabelText('Content')).toHaveValue(template.content);
    expect(dialog.getByRole('radio', { name: /Active customers/ })).toBeChecked();

    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    expect(dialog.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    const frame = await dialog.findByTitle('E-mail preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(dialog.getByTestId('preview-subject')).toHaveTextContent('Time for your Weekly Pool Cleaning, Ana Lopez');
    expect(callsTo(fetch, 'POST /api/campaigns/preview')[0].body).toEqual({
      subject: template.subject,
      content: template.content,
    });

    // Another customer: the server fills it for them.
    await userEvent.click(dialog.getByLabelText('Preview for'));
    await userEvent.click(await dialog.findByRole('option', { name: /Bo Chen/ }));
    await waitFor(() => expect(dialog.getByTitle('E-mail preview').getAttribute('srcdoc')).toContain('Hi Bo Chen'));
    expect(dialog.getByTestId('preview-subject')).toHaveTextContent('Bo Chen');
    expect(callsTo(fetch, 'POST /api/campaigns/preview').at(-1)?.body).toMatchObject({ customerId: 8 });

    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign created successfully')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/campaigns')[0].body).toEqual({
      name: 'Maintenance Reminder',
      subject: template.subject,
      content: template.content,
      targetAudience: 'active',
      scheduledDate: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and the figures are read again.
    await waitFor(() => expect(callsTo(fetch, 'GET /api/campaigns')).toHaveLength(2));
    expect(callsTo(fetch, 'GET /api/campaigns/summary')).toHaveLength(2);
  });

  it("sends a date and time typed in the business's zone as that instant, not the browser's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-11-20T12:00:00Z'));
    const fetch = api();
    const dialog = await openForm();
    expect(dialog.getByText('(Pacific Time)')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /Spring Cleanup Special/ }));
    await userEvent.type(dialog.getByLabelText('Send date'), '2030-11-24');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await dialog.findByText('Choose when to send it')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Send time'), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/campaigns')).toHaveLength(1));
    // 9:00 AM in Los Angeles (PST) is 17:00 UTC: in Tokyo, where this process runs, already the next day.
    expect(callsTo(fetch, 'POST /api/campaigns')[0].body.scheduledDate).toBe('2030-11-24T17:00:00.000Z');
  });

  it('refuses a time already past, on the form', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-11-24T18:00:00Z'));
    const fetch = api();
    const dialog = await openForm();
    await userEvent.click(dialog.getByRole('button', { name: /Spring Cleanup Special/ }));
    await userEvent.type(dialog.getByLabelText('Send date'), '2030-11-24');
    await userEvent.type(dialog.getByLabelText('Send time'), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await dialog.findByText('Choose a time in the future')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /api/campaigns')).toHaveLength(0);
  });

  it("toasts 'Failed to create campaign' with the server's reason and puts its field messages under the fields", async () => {
    api({
      'POST /api/campaigns': () =>
        Response.json(
          { message: 'Choose a time in the future', fields: { scheduledDate: 'Choose a time in the future' } },
          { status: 400 },
        ),
    });
    const dialog = await openForm();
    await userEvent.click(dialog.getByRole('button', { name: /New Customer Welcome/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Failed to create campaign')).toBeInTheDocument();
    expect(await dialog.findByRole('alert')).toHaveTextContent('Choose a time in the future');
    expect(dialog.getByLabelText('Send date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'New Campaign' })).toBeInTheDocument();
  });

  it('goes back to the fields to show what is missing when submitted from the preview', async () => {
    api();
    const dialog = await openForm();
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await dialog.findByTitle('E-mail preview');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Campaign' }));
    expect(await dialog.findByText('Name is required')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByLabelText('Campaign name')).toHaveFocus();
  });
});
