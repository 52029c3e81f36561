import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailSettingsView, PlatformSettings } from '@shared/site-settings/site-settings.schemas';
import { siteSettingsMessages as m } from '@shared/site-settings/site-settings.schemas';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { renderAdmin, toastOf } from '../../../../test/admin-render';
import { SiteSettingsPage } from './site-settings-page';

afterEach(() => vi.unstubAllGlobals());

const platform: PlatformSettings = {
  siteName: 'Crewdesk',
  siteDescription: 'Run your business.',
  maintenanceMode: false,
  newUserRegistration: true,
  emailVerificationRequired: true,
  defaultPlan: 'basic',
  supportEmail: 'support@crewdesk.app',
};
const email: EmailSettingsView = {
  smtpHost: null,
  smtpPort: 587,
  smtpUsername: null,
  smtpPasswordSet: false,
  fromEmail: null,
  fromName: null,
  smtpUrlInUse: true,
  encryptionKeySet: false,
  delivery: 'environment',
};
const billing = {
  transactionFeeRate: '2.90',
  basicPlanPrice: '19.00',
  proPlanPrice: '39.00',
  enterprisePlanPrice: '99.00',
  freeTrialDays: 45,
  stripeLiveMode: false,
};

function api(put: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /api/admin/platform-settings': () => Response.json(platform),
    'GET /api/admin/billing-settings': () => Response.json(billing),
    'GET /api/admin/email-settings': () => Response.json(email),
    'GET /api/admin/reports/revenue': ({ url }) =>
      url.searchParams.get('period') === '30d'
        ? Response.json({ totals: revenue })
        : Response.json({ message: 'Choose 7d, 30d, 90d or 1y' }, { status: 400 }),
    'PUT /api/admin/platform-settings': put,
  });
}
const revenue = {
  subscriptions: '1170.00',
  storefronts: '39.99',
  platformFees: '87.12',
  merchandise: '240.50',
  domains: '58.00',
  total: '1595.61',
};

describe('Site Settings', { timeout: 20_000 }, () => {
  it('saves the platform settings, maintenance mode switched on', async () => {
    const fetch = api(({ body }) => Response.json(body));
    renderAdmin(<SiteSettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeInTheDocument();
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    expect(screen.getByTestId('summary-mail')).toHaveTextContent('SMTP_URL');
    await userEvent.clear(screen.getByLabelText('Site name'));
    await userEvent.type(screen.getByLabelText('Site name'), 'Fieldwise');
    await userEvent.click(maintenance);
    await userEvent.click(screen.getByRole('button', { name: 'Save Platform Settings' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/admin/platform-settings')).toHaveLength(1));
    expect(callsTo(fetch, 'PUT /api/admin/platform-settings')[0].body).toEqual({
      ...platform,
      siteName: 'Fieldwise',
      maintenanceMode: true,
    });
    expect(await screen.findByText('Platform settings have been saved.')).toBeInTheDocument();
    expect(screen.getByTestId('site-status')).toHaveTextContent('Maintenance mode on');
  });

  it("shows 'Update Failed' with the server's message, and the field's message under it", async () => {
    api(() =>
      Response.json(
        { message: 'Valid email required', fields: { supportEmail: 'Valid email required' } },
        { status: 400 },
      ),
    );
    renderAdmin(<SiteSettingsPage />);
    await screen.findByRole('switch', { name: 'Maintenance mode' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Platform Settings' }));
    const toast = toastOf(await screen.findByText(m.updateFailed));
    expect(toast).toHaveTextContent('Valid email required');
    expect(await screen.findByRole('alert')).toHaveTextContent('Valid email required');
  });

  it('refuses an invalid support address before sending anything', async () => {
    const fetch = api(({ body }) => Response.json(body));
    renderAdmin(<SiteSettingsPage />);
    await screen.findByRole('switch', { name: 'Maintenance mode' });
    await userEvent.clear(screen.getByLabelText('Support email'));
    await userEvent.type(screen.getByLabelText('Support email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save Platform Settings' }));
    // Checked in the browser by the shared schema (zod's e-mail check is slow to first compile here).
    expect(await screen.findByText(m.validEmail, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /api/admin/platform-settings')).toHaveLength(0);
  });

  it("shows the last 30 days' revenue above the billing settings", async () => {
    api(({ body }) => Response.json(body));
    renderAdmin(<SiteSettingsPage />);
    await screen.findByRole('switch', { name: 'Maintenance mode' });
    await userEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('$1,595.61');
    const overview = within(screen.getByRole('region', { name: 'Revenue Overview' }));
    expect(overview.getByText('Platform fees').nextSibling).toHaveTextContent('$87.12');
    expect(overview.getByRole('link', { name: 'Platform Reports' })).toHaveAttribute('href', '/platform-reports');
  });

  it('says who may open it when the server refuses', async () => {
    mockApi({ 'GET /api/admin/platform-settings': () => Response.json({ message: m.accessDenied }, { status: 403 }) });
    renderAdmin(<SiteSettingsPage />);
    expect(await screen.findByText(m.accessDenied)).toBeInTheDocument();
  });
});
