import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminSettings,
  ErrorLog,
  ErrorNotification,
  ErrorSummary,
} from '@shared/error-monitoring/error-monitoring.schemas';
import { pageOf, renderAdmin, toastOf } from '../../../../test/admin-render';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { ErrorMonitoringPage } from './error-monitoring-page';

afterEach(() => vi.unstubAllGlobals());

const summary: ErrorSummary = { unresolved: 1234, unresolvedUrgent: 3, last24Hours: 7, alertsLast24Hours: 2 };
const defaults: AdminSettings = { isAdmin: true, errorEmailAlertsEnabled: false, errorEmailAddress: null };

function errorLog(id: number, overrides: Partial<ErrorLog> = {}): ErrorLog {
  return {
    id,
    severity: 'critical',
    source: 'server',
    message: `Failure ${id}`,
    place: 'GET /api/invoices/:id',
    stackTrace: 'Error: Failure\n    at handler (invoices.ts:1:1)',
    requestUrl: '/api/invoices/12',
    requestMethod: 'GET',
    userAgent: 'Mozilla/5.0',
    userId: 42,
    errorCode: null,
    environment: 'production',
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: '2026-03-05T14:00:00.000Z',
    ...overrides,
  };
}

const notification: ErrorNotification = {
  id: 9,
  errorLogId: 1,
  recipientEmail: 'alerts@example.com',
  emailSubject: '[CRITICAL] Failure 1',
  deliveryStatus: 'sent',
  sentAt: '2026-03-05T14:00:05.000Z',
};

const fail =
  (status: number, message = 'Nope') =>
  () =>
    Response.json({ message }, { status });

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin-settings': () => Response.json(defaults),
    'GET /api/error-logs/summary': () => Response.json(summary),
    'GET /api/error-logs': pageOf([errorLog(1), errorLog(2, { severity: 'low', resolved: true, userId: null })]),
    'GET /api/error-logs/unresolved': pageOf([errorLog(1)]),
    'GET /api/error-notifications': pageOf([notification]),
    ...extra,
  });
}

describe('Error Monitoring', { timeout: 20_000 }, () => {
  it('shows the figures and the latest errors with their details and Mark Resolved', async () => {
    const fetch = api({ 'PATCH /api/error-logs/1/resolve': () => Response.json(errorLog(1, { resolved: true })) });
    renderAdmin(<ErrorMonitoringPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error Monitoring' })).toBeInTheDocument();
    expect(await screen.findByTestId('summary-Unresolved')).toHaveTextContent('1,234');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Settings',
      'Error Logs',
      'Notifications',
      'Testing',
    ]);
    const row = within(await screen.findByTestId('error-1'));
    expect(row.getByText('critical')).toBeInTheDocument();
    expect(row.getByText('Failure 1')).toBeInTheDocument();
    expect(row.getByText('Mar 05, 2026', { exact: false })).toBeInTheDocument();
    expect(row.getByText('GET /api/invoices/12')).toBeInTheDocument();
    expect(row.getByText('User #42')).toBeInTheDocument();
    expect(row.getByText('Unresolved')).toBeInTheDocument();
    const resolved = within(screen.getByTestId('error-2'));
    expect(resolved.getByText('Resolved')).toBeInTheDocument();
    expect(resolved.queryByRole('button', { name: /Mark Resolved/ })).not.toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: /Mark Resolved/ }));
    await waitFor(() => expect(callsTo(fetch, 'PATCH /api/error-logs/1/resolve')).toHaveLength(1));
    expect(await screen.findByText('Error marked as resolved.')).toBeInTheDocument();
  });

  it("says 'Failed to resolve error. Please try again.' when resolving fails", async () => {
    api({ 'PATCH /api/error-logs/1/resolve': fail(500) });
    renderAdmin(<ErrorMonitoringPage />);
    await userEvent.click(within(await screen.findByTestId('error-1')).getByRole('button', { name: /Mark Resolved/ }));
    expect(toastOf(await screen.findByText('Failed to resolve error. Please try again.'))).toHaveTextContent('Error');
  });

  it('lists only the unresolved errors when asked', async () => {
    const fetch = api();
    renderAdmin(<ErrorMonitoringPage />);
    await screen.findByTestId('error-2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Which errors' }), 'unresolved');
    await waitFor(() => expect(screen.queryByTestId('error-2')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'GET /api/error-logs/unresolved')[0].url.search).toBe('?limit=10&offset=0');
  });

  it("refuses to turn alerts on without an address: 'Email Required'", async () => {
    const fetch = api();
    renderAdmin(<ErrorMonitoringPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    const toggle = await screen.findByRole('switch', { name: 'Email alerts' });
    await userEvent.click(toggle);
    const toast = toastOf(await screen.findByText('Email Required'));
    expect(toast).toHaveTextContent('Please enter an email address first.');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Alert e-mail address')).toHaveFocus();
    expect(callsTo(fetch, 'POST /api/admin-settings')).toHaveLength(0);
  });

  it('saves alerts on with the address, and says when saving fails', async () => {
    let answer = (body: unknown) => Response.json({ ...(body as object), isAdmin: true });
    const fetch = api({ 'POST /api/admin-settings': ({ body }) => answer(body) });
    renderAdmin(<ErrorMonitoringPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await userEvent.type(await screen.findByLabelText('Alert e-mail address'), 'alerts@example.com');
    await userEvent.click(screen.getByRole('switch', { name: 'Email alerts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(callsTo(fetch, 'POST /api/admin-settings')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/admin-settings')[0].body).toEqual({
      errorEmailAlertsEnabled: true,
      errorEmailAddress: 'alerts@example.com',
      isAdmin: true,
    });
    expect(await screen.findByText('Alert settings saved.')).toBeInTheDocument();

    answer = fail(500);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to update admin settings. Please try again.')).toBeInTheDocument();
  });

  it('creates a test error of the chosen severity, and says when it fails', async () => {
    let answer = () => Response.json(errorLog(5), { status: 201 });
    const fetch = api({ 'POST /api/test-error': () => answer() });
    renderAdmin(<ErrorMonitoringPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Test Error' }));
    await userEvent.selectOptions(await screen.findByLabelText('Severity'), 'critical');
    expect(screen.getByText('Sends an alert e-mail.')).toBeInTheDocument();
    const message = screen.getByLabelText('Message');
    await userEvent.clear(message);
    // The header's action opened this tab; the form's own button is the second of the name.
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Test Error' })[1]);
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(message).toHaveFocus();
    await userEvent.type(message, 'Checking the alerts');
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Test Error' })[1]);
    await waitFor(() => expect(callsTo(fetch, 'POST /api/test-error')).toHaveLength(1));
    expect(callsTo(fetch, 'POST /api/test-error')[0].body).toEqual({
      severity: 'critical',
      message: 'Checking the alerts',
    });
    expect(await screen.findByText('Test error created.')).toBeInTheDocument();

    answer = fail(500);
    await userEvent.click(screen.getAllByRole('button', { name: 'Create Test Error' })[1]);
    expect(await screen.findByText('Failed to create test error. Please try again.')).toBeInTheDocument();
  });

  it('lists the alert e-mails sent', async () => {
    api();
    renderAdmin(<ErrorMonitoringPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    const row = within(await screen.findByTestId('notification-9'));
    expect(row.getByText('[CRITICAL] Failure 1')).toBeInTheDocument();
    expect(row.getByText('alerts@example.com')).toBeInTheDocument();
    expect(row.getByText('sent')).toBeInTheDocument();
  });

  it('shows Access Denied when the server refuses the administrator', async () => {
    api({ 'GET /api/admin-settings': fail(403, 'You need administrator privileges to access this page.') });
    renderAdmin(<ErrorMonitoringPage />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
